import { describe, expect, it } from "vitest";
import { escapeXml } from "./cached-xml.js";

describe("escapeXml", () => {
  it.each([
    ["https://shop.example.in/product/S2VzYXI=/MTI=", "https://shop.example.in/product/S2VzYXI=/MTI="],
    ["Chai & Henna", "Chai &amp; Henna"],
    [`<b title="x">it's</b>`, "&lt;b title=&quot;x&quot;&gt;it&apos;s&lt;/b&gt;"],
    ["", ""],
  ])("writes %j as %j", (text, xml) => {
    expect(escapeXml(text)).toBe(xml);
  });
});
