import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { OWN_CART_MARK, OWN_CART_SCRIPT } from "./own-cart-mark.js";

/** Runs the script against a stand-in document and storage; answers the attributes it set on <html>. */
function marks(stored: Record<string, string> | "throws"): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage =
    stored === "throws"
      ? {
          getItem() {
            throw new Error("SecurityError");
          },
        }
      : { getItem: (key: string) => stored[key] ?? null };
  const document = {
    documentElement: {
      setAttribute(name: string, value: string) {
        attributes[name] = value;
      },
    },
  };
  runInNewContext(OWN_CART_SCRIPT, { window: { localStorage }, document });
  return attributes;
}

describe("the server-rendered cart's mark for a browser with a cart or login of its own", () => {
  it.each<{ what: string; stored: Record<string, string> | "throws"; marked: boolean }>([
    { what: "nothing stored", stored: {}, marked: false },
    { what: "an empty guest cart", stored: { guest_cart: "[]" }, marked: false },
    { what: "a guest cart with a line", stored: { guest_cart: '[{"product_sku":"HC-1"}]' }, marked: true },
    { what: "a stored login", stored: { _hs_u7f: "record" }, marked: true },
    { what: "storage that throws", stored: "throws", marked: false },
  ])("$what → marked: $marked", ({ stored, marked }) => {
    expect(marks(stored)).toEqual(marked ? { "data-own-cart": "" } : {});
  });

  it("is allowed by its hash and nothing else", () => {
    const hash = createHash("sha256").update(OWN_CART_SCRIPT).digest("base64");
    expect(OWN_CART_MARK.scriptSource).toBe(`'sha256-${hash}'`);
    expect(OWN_CART_MARK.tag).toBe(`<script>${OWN_CART_SCRIPT}</script>`);
  });
});
