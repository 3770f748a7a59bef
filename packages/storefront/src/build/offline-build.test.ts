// The build's precache lists: each app's scripts and stylesheet, no Firebase chunk (only push loads it)
// and no Hindi catalogue (only a Hindi reader loads it).
import { describe, expect, it } from "vitest";
import { HASHED_URL, precacheScript, shellFiles } from "./offline-build";

const bundle = {
  "assets/index-AbCd1234.js": {
    type: "chunk" as const,
    fileName: "assets/index-AbCd1234.js",
    moduleIds: ["/src/main.tsx"],
  },
  "assets/style-Ef_5678x.css": { type: "asset" as const, fileName: "assets/style-Ef_5678x.css" },
  "assets/index.esm-Zz9_yY8x.js": {
    type: "chunk" as const,
    fileName: "assets/index.esm-Zz9_yY8x.js",
    moduleIds: [
      "/repo/node_modules/.pnpm/@firebase+messaging@0.12/node_modules/@firebase/messaging/dist/esm/index.esm.js",
    ],
  },
  "assets/hindi-CzwZ__BS.js": {
    type: "chunk" as const,
    fileName: "assets/hindi-CzwZ__BS.js",
    moduleIds: ["/repo/apps/academy/src/i18n/hindi.ts", "/repo/packages/storefront/src/i18n/hi.ts"],
  },
  "sw-precache.js": { type: "asset" as const, fileName: "sw-precache.js" },
  ".vite/manifest.json": { type: "asset" as const, fileName: ".vite/manifest.json" },
};

describe("offline build", () => {
  it("lists the shell's scripts and stylesheet under the app's base, without Firebase or the Hindi catalogue", () => {
    expect(shellFiles(bundle, "/academy/")).toEqual([
      "/academy/assets/index-AbCd1234.js",
      "/academy/assets/style-Ef_5678x.css",
    ]);
  });

  it("writes the academy's list for the shop's worker, hashed files without a revision", () => {
    const script = precacheScript(["/academy/assets/index-AbCd1234.js", "/academy/manifest.webmanifest"]);
    expect(script).toBe(
      'self.__ACADEMY_PRECACHE=[{"url":"/academy/assets/index-AbCd1234.js","revision":null},{"url":"/academy/manifest.webmanifest","revision":"1"}];\n',
    );
    expect(HASHED_URL.test("assets/index-AbCd1234.js")).toBe(true);
    expect(HASHED_URL.test("manifest.webmanifest")).toBe(false);
  });
});
