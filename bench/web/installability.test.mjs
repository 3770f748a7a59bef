import { describe, expect, it } from "vitest";
import { manifestSummary, siteErrors } from "./installability.mjs";

describe("installability", () => {
  it("keeps the site's errors and drops the test browser's own condition", () => {
    expect(siteErrors([{ errorId: "in-incognito" }, { errorId: "manifest-missing-suitable-icon" }])).toEqual([
      "manifest-missing-suitable-icon",
    ]);
    expect(siteErrors([{ errorId: "in-incognito" }])).toEqual([]);
  });

  it("sums a manifest up in one line", () => {
    const manifest = {
      name: "Mehendi & Chai",
      short_name: "Mehendi & Chai",
      display: "standalone",
      start_url: "/?source=pwa",
      icons: [{ sizes: "192x192" }, { sizes: "512x512", purpose: "maskable" }],
    };
    expect(manifestSummary(JSON.stringify(manifest))).toBe(
      "Mehendi & Chai, standalone, /?source=pwa, icons 192x192 512x512m",
    );
    expect(manifestSummary("")).toBe("unreadable");
  });
});
