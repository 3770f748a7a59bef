// Picture uploads (adminUploadMedia): the body is the file; services/media/keep-picture.ts makes and
// keeps it, with its audit entry in the row's transaction.
import type { AppContext } from "../../../context.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { recordAudit } from "../../../services/audit.js";
import { keepPicture } from "../../../services/media/keep-picture.js";
import { storageOnFirstUse } from "../../../services/media/media-store.js";
import type { MediaStorage } from "../../../services/media/storage.js";

export { UNSUPPORTED_IMAGE } from "../../../services/media/keep-picture.js";

export function adminMediaHandlers(
  ctx: AppContext,
  given?: MediaStorage,
): Pick<Handlers, "adminUploadMedia"> {
  const storage = storageOnFirstUse(ctx, given);
  return {
    async adminUploadMedia(req) {
      const staff = requireStaff(req.staff);
      const upload = req.body as unknown as Buffer;
      const originalName = String(req.headers["x-file-name"] ?? "").slice(0, 200);
      const data = await keepPicture(ctx, storage(), upload, {
        mainId: staff.mainId,
        staffId: staff.staffId,
        originalName,
        alsoWrite: (tx, row) =>
          recordAudit(tx, staff, {
            action: "media.upload",
            entity: "media",
            entityId: row.id,
            after: { key: row.key, originalName, width: row.width, height: row.height, formats: row.formats },
          }),
      });
      req.reply.code(201);
      return { data };
    },
  };
}
