// Picture uploads (adminUploadMedia): the body is the file. Everything is made in memory first, so a
// refused or damaged file leaves nothing behind; then the files are stored and the media_assets row
// and its audit entry are written together.
import { randomBytes } from "node:crypto";
import type { components } from "@henna/api";
import { mediaKey, mediaSrcSet, mediaUrl } from "@henna/domain/media-urls";
import type { AppContext } from "../../../context.js";
import { mediaAssets } from "../../../db/schema.js";
import { ApiError } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { recordAudit } from "../../../services/audit.js";
import { mediaStorage } from "../../../services/media/media-store.js";
import { makePicture, PictureRefused } from "../../../services/media/pictures.js";
import type { MediaStorage } from "../../../services/media/storage.js";

export const UNSUPPORTED_IMAGE = "Upload a JPEG, PNG or WebP picture.";

type MediaAsset = components["schemas"]["MediaAsset"];

export function adminMediaHandlers(
  ctx: AppContext,
  given?: MediaStorage,
): Pick<Handlers, "adminUploadMedia"> {
  // Made on first use: handler factories only close over the context (contract-coverage builds them bare).
  let made = given;
  const storage = () => {
    made ??= mediaStorage(ctx.env, ctx.db);
    return made;
  };
  return {
    async adminUploadMedia(req) {
      const staff = requireStaff(req.staff);
      const upload = req.body as unknown as Buffer;
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
          await storage().put(name, file.bytes);
          stored.push(name);
        }
        const originalName = String(req.headers["x-file-name"] ?? "").slice(0, 200);
        await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(mediaAssets)
            .values({
              main_id: staff.mainId,
              key,
              originalName,
              width: picture.width,
              height: picture.height,
              widths: picture.widths,
              formats: picture.formats,
              bytes: upload.length,
              staff_id: staff.staffId,
            })
            .returning({ id: mediaAssets.id });
          await recordAudit(tx, staff, {
            action: "media.upload",
            entity: "media",
            entityId: row?.id ?? key,
            after: {
              key,
              originalName,
              width: picture.width,
              height: picture.height,
              formats: picture.formats,
            },
          });
        });
      } catch (error) {
        // Nothing half-kept: files of an upload whose row was not written are removed.
        await Promise.all(
          stored.map((name) =>
            storage()
              .delete(name)
              .catch(() => undefined),
          ),
        );
        throw error;
      }
      const largest = Math.max(...picture.widths);
      const url = mediaUrl(key, largest);
      const data: MediaAsset = {
        key,
        url,
        srcset: mediaSrcSet(url),
        width: picture.width,
        height: picture.height,
        widths: picture.widths,
        formats: picture.formats,
      };
      req.reply.code(201);
      return { data };
    },
  };
}
