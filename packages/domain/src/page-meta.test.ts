import { describe, expect, test } from "vitest";
import { isScriptUrl, SCRIPT_URL_MAX_LENGTH, scriptUrls } from "./page-meta";

describe("isScriptUrl", () => {
  test.each<{ given: unknown; want: boolean }>([
    { given: "https://cdn.example.com/analytics.js", want: true },
    { given: "/js/chat-widget.js", want: true },
    { given: "https://cdn.example.com:8443/x.js?v=2", want: true },
    { given: "https:///x.js", want: false },
    { given: "//cdn.example.com/x.js", want: false },
    { given: "http://cdn.example.com/x.js", want: false },
    { given: "javascript:alert(1)", want: false },
    { given: "<script>alert(1)</script>", want: false },
    { given: "https://cdn.example.com/a b.js", want: false },
    { given: 'https://x.example/"onload=', want: false },
    { given: "analytics.js", want: false },
    { given: "", want: false },
    { given: 42, want: false },
    { given: null, want: false },
    { given: `/${"a".repeat(SCRIPT_URL_MAX_LENGTH)}`, want: false },
  ])("$given -> $want", ({ given, want }) => {
    expect(isScriptUrl(given)).toBe(want);
  });
});

describe("scriptUrls", () => {
  test("keeps acceptable URLs once, in order", () => {
    expect(scriptUrls(["/a.js", "<script>x</script>", "https://cdn.example.com/b.js", "/a.js", 7])).toEqual([
      "/a.js",
      "https://cdn.example.com/b.js",
    ]);
  });
  test("nothing configured", () => {
    expect(scriptUrls(null)).toEqual([]);
    expect(scriptUrls(undefined)).toEqual([]);
  });
});
