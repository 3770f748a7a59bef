import { describe, expect, it } from "vitest";
import { mediaKey, mediaSrcSet, mediaUrl, parseMediaKey, parseMediaUrl } from "./media-urls";

const ID = "3f9a0c1b2d4e5f60";

describe("mediaKey and parseMediaKey", () => {
  it.each([
    { given: { id: ID, widths: [320, 640], avif: false }, want: `${ID}-320-640` },
    { given: { id: ID, widths: [960, 320, 640], avif: true }, want: `${ID}-320-640-960-avif` },
  ])("$want", ({ given, want }) => {
    expect(mediaKey(given)).toBe(want);
    expect(parseMediaKey(want)).toEqual({ ...given, widths: [...given.widths].sort((a, b) => a - b) });
  });

  it.each([
    "",
    ID,
    `${ID}-avif`,
    `${ID.slice(1)}-320`,
    `${ID.toUpperCase()}-320`,
    `${ID}-640-320`,
    `${ID}-320-320`,
    `${ID}-0320`,
    `${ID}-320-x`,
    `${ID}-320-avif-640`,
  ])("refuses '%s'", (key) => {
    expect(parseMediaKey(key)).toBeNull();
  });
});

describe("parseMediaUrl", () => {
  const key = `${ID}-320-640-avif`;
  it.each([
    { given: mediaUrl(key, 640), want: { key, width: 640, format: "webp" } },
    { given: mediaUrl(key, 320, "avif"), want: { key, width: 320, format: "avif" } },
    { given: ` ${mediaUrl(key, 640)} `, want: { key, width: 640, format: "webp" } },
    { given: mediaUrl(key, 960), want: null },
    { given: mediaUrl(`${ID}-320`, 320, "avif"), want: null },
    { given: `/media/${key}/640.png`, want: null },
    { given: "/images/products/henna-cone-1.svg", want: null },
    { given: `https://cdn.example/media/${key}/640.webp`, want: null },
    { given: null, want: null },
  ])("$given", ({ given, want }) => {
    const parsed = parseMediaUrl(given);
    if (want === null) expect(parsed).toBeNull();
    else expect(parsed).toMatchObject(want);
  });
});

describe("mediaSrcSet", () => {
  it.each([
    {
      given: `/media/${ID}-320-640-960/960.webp`,
      format: "webp" as const,
      want: `/media/${ID}-320-640-960/320.webp 320w, /media/${ID}-320-640-960/640.webp 640w, /media/${ID}-320-640-960/960.webp 960w`,
    },
    {
      given: `/media/${ID}-320-640-avif/640.webp`,
      format: "avif" as const,
      want: `/media/${ID}-320-640-avif/320.avif 320w, /media/${ID}-320-640-avif/640.avif 640w`,
    },
    { given: `/media/${ID}-320-640/640.webp`, format: "avif" as const, want: "" },
    { given: "/images/products/henna-cone-1.svg", format: "webp" as const, want: "" },
    { given: "", format: "webp" as const, want: "" },
  ])("$given as $format", ({ given, format, want }) => {
    expect(mediaSrcSet(given, format)).toBe(want);
  });
});
