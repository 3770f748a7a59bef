import { describe, expect, it } from "vitest";
import { productPhotoAlt } from "./photo-alt";

describe("productPhotoAlt", () => {
  it.each([
    ["Organic Henna Cone (25 g)", undefined, "Organic Henna Cone (25 g)"],
    ["Organic Henna Cone (25 g)", null, "Organic Henna Cone (25 g)"],
    ["Organic Henna Cone (25 g)", {}, "Organic Henna Cone (25 g)"],
    ["Bridal Henna Kit", { Size: "Large" }, "Bridal Henna Kit (Large)"],
    ["Bridal Henna Kit", { Size: "Large", Colour: "Red" }, "Bridal Henna Kit (Large / Red)"],
    ["Bridal Henna Kit", { Size: " " }, "Bridal Henna Kit"],
  ])("%s with %j: %s", (title, attributes, alt) => {
    expect(productPhotoAlt(title, attributes)).toBe(alt);
  });
});
