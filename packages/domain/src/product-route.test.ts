import { describe, expect, it } from "vitest";
import {
  decodeProductRoute,
  decodeRouteSegment,
  encodeRouteSegment,
  ProductRouteError,
  productPath,
} from "./product-route";

describe("encodeRouteSegment", () => {
  it.each([
    { given: "Henna Cone", want: "SGVubmElMjBDb25l" }, // btoa("Henna%20Cone")
    { given: "12", want: "MTI=" },
    { given: "", want: "" },
    { given: "ab~", want: "YWJ+" }, // '~' survives encodeURIComponent and yields '+'
  ])("'$given' → '$want'", ({ given, want }) => {
    expect(encodeRouteSegment(given)).toBe(want);
  });

  it("never produces '/' (one path segment) for any printable ASCII in any position", () => {
    for (let code = 0x20; code < 0x7f; code++) {
      for (const prefix of ["", "a", "ab"]) {
        const segment = encodeRouteSegment(`${prefix}${String.fromCharCode(code)}${prefix}`);
        expect(segment, `char ${code}`).not.toContain("/");
      }
    }
  });

  it("replaces a lone surrogate instead of throwing", () => {
    const decoded = decodeRouteSegment(encodeRouteSegment("\uD800x"));
    expect(decoded).toEqual({ ok: true, text: "\uFFFDx" });
  });
});

describe("productPath", () => {
  it.each([
    { title: "Henna Cone", id: 12, want: "/product/SGVubmElMjBDb25l/MTI=" },
    { title: "Henna Cone", id: "12", want: "/product/SGVubmElMjBDb25l/MTI=" },
  ])("($title, $id) → $want", ({ title, id, want }) => {
    expect(productPath(title, id)).toBe(want);
  });
});

describe("decodeProductRoute round trip", () => {
  it.each([
    { title: "Henna Cone", id: 12 },
    { title: "Bridal Henna – 100 g (Pack of 2)", id: 7 },
    { title: "मेहंदी कोन", id: 1 },
    { title: "🌿 Masala Chai / Tea?#&+=%", id: 123456 },
    { title: "  spaced  ", id: 0 },
  ])("$title / $id", ({ title, id }) => {
    const [, , encodedTitle = "", encodedId = ""] = productPath(title, id).split("/");
    expect(decodeProductRoute(encodedTitle, encodedId)).toEqual({ ok: true, title, productId: id });
  });

  it("accepts percent-encoded base64 padding as routers may pass it", () => {
    expect(decodeProductRoute("SGVubmElMjBDb25l", "MTI%3D")).toEqual({
      ok: true,
      title: "Henna Cone",
      productId: 12,
    });
  });

  it("accepts base64 without padding", () => {
    expect(decodeProductRoute("SGVubmElMjBDb25l", "MTI")).toEqual({
      ok: true,
      title: "Henna Cone",
      productId: 12,
    });
  });
});

describe("decodeProductRoute errors are returned, not thrown", () => {
  const title = encodeRouteSegment("Henna Cone");
  it.each([
    { name: "title not base64", t: "!!!", id: "MTI=", code: "invalid-base64", segment: "!!!" },
    { name: "title base64 of bad length", t: "a", id: "MTI=", code: "invalid-base64", segment: "a" },
    {
      name: "bad percent escape and not base64",
      t: "%E0",
      id: "MTI=",
      code: "invalid-base64",
      segment: "%E0",
    },
    { name: "title not URI text", t: "JUUwJUE0", id: "MTI=", code: "invalid-uri", segment: "JUUwJUE0" }, // btoa("%E0%A4")
    { name: "empty title", t: "", id: "MTI=", code: "empty", segment: "" },
    { name: "id not base64", t: title, id: "M*I=", code: "invalid-base64", segment: "M*I=" },
    { name: "id letters", t: title, id: "MTJh", code: "invalid-id", segment: "MTJh" }, // "12a"
    { name: "negative id", t: title, id: "LTE=", code: "invalid-id", segment: "LTE=" }, // "-1"
    { name: "decimal id", t: title, id: "MS41", code: "invalid-id", segment: "MS41" }, // "1.5"
    { name: "id with a space", t: title, id: "IDEy", code: "invalid-id", segment: "IDEy" }, // " 12"
    {
      name: "id beyond a safe integer",
      t: title,
      id: encodeRouteSegment("99999999999999999999"),
      code: "invalid-id",
      segment: encodeRouteSegment("99999999999999999999"),
    },
    { name: "empty id", t: title, id: "", code: "empty", segment: "" },
  ])("$name → $code", ({ t, id, code, segment }) => {
    const got = decodeProductRoute(t, id);
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.error).toBeInstanceOf(ProductRouteError);
    expect(got.error).toBeInstanceOf(Error);
    expect(got.error.name).toBe("ProductRouteError");
    expect(got.error.code).toBe(code);
    expect(got.error.segment).toBe(segment);
    expect(got.error.message).not.toBe("");
  });
});
