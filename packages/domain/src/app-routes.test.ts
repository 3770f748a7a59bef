import { describe, expect, it } from "vitest";
import { appForPath } from "./app-routes";

describe("appForPath", () => {
  it.each([
    { given: "/course", want: "academy" },
    { given: "/course/", want: "academy" },
    { given: "/admission-form", want: "academy" },
    { given: "/admission-form?x=1", want: "academy" },
    { given: "/admission-form-step-2", want: "academy" },
    { given: "/payment-successad/RCPT-1", want: "academy" },
    { given: "/payment-failedad/RCPT-1#top", want: "academy" },
    { given: "/payment-successad/", want: "shop" },
    { given: "/payment-success/ORD-1", want: "shop" },
    { given: "/checkout", want: "shop" },
    { given: "/courses", want: "shop" },
    { given: "/centers", want: "shop" },
    { given: "/", want: "shop" },
    { given: "/course/extra", want: "shop" },
  ])("$given → $want", ({ given, want }) => {
    expect(appForPath(given)).toBe(want);
  });
});
