// Keeping an uploaded picture: the back office's product pictures and a customer's return photos go
// through it. Everything is made in memory first, so a refused or damaged file leaves nothing behind;
// then the files are stored and the media_assets row (and whatever the caller writes with it) is
// written in one transaction. Files of an upload whose row was not written are removed.
import { randomBytes } from "node:crypto";
import { mediaKey, mediaSrcSet, mediaUrl } from "@henna/domain/media-urls";
import type { AppContext } from "../../context.js";
import type { Transaction } from "../../db/database.js";
import { mediaAssets } from "../../db/schema.js";
import { ApiError } from "../../http/api-error.js";
import { makePicture, PictureRefused } from "./pictures.js";
import type { MediaStorage } from "./storage.js";

export const UNSUPPORTED_IMAGE = "Upload a JPEG, PNG or WebP picture.";

export interface KeptPicture {
  key: string;
  url: string;
  srcset: string;
  width: number;
  height: number;
  widths: number[];
  formats: string[];
}

export interface KeptRow {
  id: number;
  key: string;
  width: number;
  height: number;
  formats: string[];
}

export interface PictureOwner {
  mainId: string;
  /** Null for a customer's upload. */
  staffId: number | null;
  /** The customer who uploaded a return photo. */
  userId?: number;
  originalName: string;
  /** Written in the row's transaction (the back office's audit entry). */
  alsoWrite?: (tx: Transaction, row: KeptRow) => Promise<void>;
}

export async function keepPicture(
  ctx: Pick<AppContext, "db">,
  storage: MediaStorage,
  upload: Buffer,
  owner: PictureOwner,
): Promise<KeptPicture> {
  let picture: Awaited<ReturnType<typeof makePicture>>;
  try {
    picture = await makePicture(upload);
  } catch (error) {
    if (error instanceof PictureRefused) throw new ApiError(400, "UNSUPPORTED_IMAGE", UNSUPPORTED_IMAGE);
    throw error;
  }
  const key = mediaKey({
    id: randomBytes(8).toString("hex"),
    widths: picture.widths,
    avif: picture.formats.includes("avif"),
  });
  const stored: string[] = [];
  try {
    for (const file of picture.files) {
      const name = `${key}/${file.width}.${file.format}`;
      await storage.put(name, file.bytes);
      stored.push(name);
    }
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaAssets)
        .values({
          main_id: owner.mainId,
          key,
          originalName: owner.originalName,
          width: picture.width,
          height: picture.height,
          widths: picture.widths,
          formats: picture.formats,
          bytes: upload.length,
          staff_id: owner.staffId,
          user_id: owner.userId ?? null,
        })
        .returning({ id: mediaAssets.id });
      if (!row) throw new Error("media insert returned nothing");
      await owner.alsoWrite?.(tx, {
        id: row.id,
        key,
        width: picture.width,
        height: picture.height,
        formats: picture.formats,
      });
    });
  } catch (error) {
    await Promise.all(stored.map((name) => storage.delete(name).catch(() => undefined)));
    throw error;
  }
  const url = mediaUrl(key, Math.max(...picture.widths));
  return {
    key,
    url,
    srcset: mediaSrcSet(url),
    width: picture.width,
    height: picture.height,
    widths: picture.widths,
    formats: picture.formats,
  };
}
