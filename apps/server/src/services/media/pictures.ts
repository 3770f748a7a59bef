// An uploaded picture, checked and turned into what the shop serves. The type is read from the file's
// first bytes (a name or a Content-Type says nothing), the whole picture is decoded before anything is
// kept (a damaged file fails here, not in a shopper's browser), and it is re-encoded as WebP at a few
// widths, never wider than the original, plus AVIF when AVIF is smaller over all of them.
import type { Sharp, SharpOptions } from "sharp";

// sharp (libvips) holds ~23 MB resident once loaded, so the first upload loads it, not the server's start.
let sharpModule: Promise<typeof import("sharp")> | null = null;
async function loadSharp(): Promise<(input?: Buffer, options?: SharpOptions) => Sharp> {
  sharpModule ??= import("sharp");
  return (await sharpModule).default;
}

export type UploadType = "jpeg" | "png" | "webp";
export type PictureFormat = "webp" | "avif";

/** Widths kept of each picture: a phone's card up to a desktop product page at twice the pixels. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280] as const;
// A decoded picture larger than this is refused before it takes the server's memory (a 10 MB PNG can
// hold a billion blank pixels).
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
const AVIF_QUALITY = 55;

export class PictureRefused extends Error {
  override name = "PictureRefused";
}

/** JPEG, PNG or WebP by their magic numbers, else null. */
export function uploadTypeOf(bytes: Uint8Array): UploadType | null {
  const starts = (offset: number, ...values: number[]) =>
    values.every((value, i) => bytes[offset + i] === value);
  if (bytes.length >= 3 && starts(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (bytes.length >= 8 && starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  // RIFF <size> WEBP
  if (bytes.length >= 12 && starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50))
    return "webp";
  return null;
}

/** The widths a picture `width` pixels wide is kept at: the standard ones below it, and its own when narrower than the largest. */
export function widthsFor(width: number): number[] {
  const below = PICTURE_WIDTHS.filter((size) => size < width);
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] as number;
  return width >= largest ? [...PICTURE_WIDTHS] : [...below, width];
}

export interface PictureFile {
  width: number;
  format: PictureFormat;
  bytes: Buffer;
}

export interface Picture {
  type: UploadType;
  width: number;
  height: number;
  widths: number[];
  formats: PictureFormat[];
  files: PictureFile[];
}

export async function makePicture(upload: Buffer): Promise<Picture> {
  const type = uploadTypeOf(upload);
  if (!type) throw new PictureRefused("not a JPEG, PNG or WebP file");
  const sharp = await loadSharp();
  try {
    const decoder = sharp(upload, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await decoder.metadata();
    const original = meta.autoOrient;
    const widths = widthsFor(original.width);
    // Decoded whole once, at most as wide as the largest kept width (JPEG shrinks while it decodes): a
    // file whose header is fine but whose data is damaged fails here, and every size is made from it.
    const { data, info } = await decoder
      .rotate()
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const encode = (width: number, format: PictureFormat) => {
      const resized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
      return format === "webp"
        ? resized.webp({ quality: WEBP_QUALITY }).toBuffer()
        : resized.avif({ quality: AVIF_QUALITY, effort: 2 }).toBuffer();
    };
    const all = async (format: PictureFormat) => {
      const files: PictureFile[] = [];
      for (const width of widths) files.push({ width, format, bytes: await encode(width, format) });
      return files;
    };
    const webp = await all("webp");
    const avif = await all("avif");
    const size = (files: PictureFile[]) => files.reduce((sum, file) => sum + file.bytes.length, 0);
    const keepAvif = size(avif) < size(webp);
    return {
      type,
      width: original.width,
      height: original.height,
      widths,
      formats: keepAvif ? ["webp", "avif"] : ["webp"],
      files: keepAvif ? [...webp, ...avif] : webp,
    };
  } catch (error) {
    throw new PictureRefused(`the picture cannot be read: ${(error as Error).message}`);
  }
}
