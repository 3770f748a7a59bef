import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { mediaSrcSet } from "@henna/domain/media-urls";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaStoreName } from "../../../config/env.js";
import type { DatabaseKind } from "../../../db/database.js";
import { auditLog, mediaAssets, mediaObjects } from "../../../db/schema.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";
import { UNSUPPORTED_IMAGE } from "./media-handlers.js";

// A picture with some detail (a flat colour would make every encoder's output trivially small).
async function picture(width: number, height: number, format: "jpeg" | "png" | "webp") {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + Math.floor(i / (width * 3)) * 13) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

// Each database with pictures on the filesystem, and PostgreSQL with them in the database (its default).
type Case = { kind: DatabaseKind; store: MediaStoreName };
const CASES = (await testDatabaseKinds()).flatMap((kind): Case[] =>
  kind === "postgres"
    ? [
        { kind, store: "filesystem" },
        { kind, store: "postgres" },
      ]
    : [{ kind, store: "filesystem" }],
);

describe.each(CASES)("picture uploads on $kind, kept in $store", ({ kind, store }) => {
  let t: TestApp;
  let staff: TestStaff;
  const mediaDir = () => join(t.ctx.env.dataDir, "media");
  const upload = (body: Buffer, token: string | null = staff.accessToken, name = "photo.jpg") =>
    t.request({
      method: "POST",
      url: "/api/admin/media",
      payload: body,
      headers: { "content-type": "application/octet-stream", "x-file-name": name },
      ...(token ? { token } : {}),
    });
  const storedKeys = async () =>
    store === "postgres"
      ? (await t.ctx.db.select({ key: mediaObjects.key }).from(mediaObjects)).map((row) => row.key).sort()
      : existsSync(mediaDir())
        ? readdirSync(mediaDir())
        : [];

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { MEDIA_STORE: store } });
    staff = await createTestStaff(t);
  });
  afterAll(() => t.close());

  it("refuses no token and a customer's token", async () => {
    const jpeg = await picture(50, 50, "jpeg");
    expect((await upload(jpeg, null)).statusCode).toBe(401);
    expect((await upload(jpeg, (await createTestUser(t)).accessToken)).statusCode).toBe(401);
  });

  it.each([
    { format: "jpeg" as const, width: 1600, height: 1000, widths: [320, 640, 960, 1280] },
    { format: "png" as const, width: 500, height: 300, widths: [320, 500] },
    { format: "webp" as const, width: 200, height: 120, widths: [200] },
  ])(
    "keeps a $format as WebP at $widths, served with a year's cache",
    async ({ format, width, height, widths }) => {
      const res = await upload(await picture(width, height, format), staff.accessToken, `photo.${format}`);
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data;
      const largest = widths[widths.length - 1];
      expect(data).toMatchObject({ width, height, widths, url: `/media/${data.key}/${largest}.webp` });
      expect(data.srcset).toBe(mediaSrcSet(data.url));
      expect(data.formats[0]).toBe("webp");

      for (const size of widths) {
        const served = await t.request({ method: "GET", url: `/media/${data.key}/${size}.webp` });
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(served.headers.etag).toBe(`"${data.key}/${size}.webp"`);
        const again = await t.request({
          method: "GET",
          url: `/media/${data.key}/${size}.webp`,
          headers: { "if-none-match": String(served.headers.etag) },
        });
        expect(again.statusCode).toBe(304);
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta).toMatchObject({ format: "webp", width: size });
      }
      if (data.formats.includes("avif")) {
        const avif = await t.request({ method: "GET", url: `/media/${data.key}/${widths[0]}.avif` });
        expect(avif.headers["content-type"]).toBe("image/avif");
      }
      // Never wider than the original, and nothing else under the key.
      expect((await t.request({ method: "GET", url: `/media/${data.key}/1920.webp` })).statusCode).toBe(404);
      expect((await t.request({ method: "GET", url: `/media/${data.key}/${largest}.png` })).statusCode).toBe(
        404,
      );

      const [row] = await t.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.key, data.key));
      expect(row).toMatchObject({
        originalName: `photo.${format}`,
        width,
        height,
        widths,
        staff_id: staff.id,
      });
      const [entry] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity_id, String(row?.id)));
      expect(entry).toMatchObject({ action: "media.upload", entity: "media", actor: staff.email });
      // The files are where MEDIA_STORE says, and only there.
      const onDisk = existsSync(join(mediaDir(), data.key));
      const inDatabase = await t.ctx.db.$count(mediaObjects);
      expect(onDisk).toBe(store === "filesystem");
      expect(inDatabase > 0).toBe(store === "postgres");
    },
  );

  it.each([
    ["a text file named .jpg", Buffer.from("this is not a picture, only text in a file called photo.jpg")],
    ["a GIF", Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")],
    [
      "a damaged JPEG (right header, broken data)",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]),
    ],
  ])("refuses %s with a clear message and keeps nothing", async (_name, body) => {
    const before = await storedKeys();
    const [{ n: rowsBefore } = { n: 0 }] = await t.ctx.db.$count(mediaAssets).then((n) => [{ n }]);
    const res = await upload(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "UNSUPPORTED_IMAGE", message: UNSUPPORTED_IMAGE });
    expect(await storedKeys()).toEqual(before);
    expect(await t.ctx.db.$count(mediaAssets)).toBe(rowsBefore);
  });

  it("refuses a body over 10 MB with 413 in words", async () => {
    const res = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "BODY_TOO_LARGE", message: "The file is larger than 10 MB." });
  });

  it.each([
    "/media/nothing/320.webp",
    "/media/0123456789abcdef-320/320.webp",
    "/media/..%2F..%2Fsecrets/320.webp",
    "/media/0123456789abcdef-320/320.avif",
  ])("answers 404 for %s", async (url) => {
    const res = await t.request({ method: "GET", url });
    expect(res.statusCode).toBe(404);
  });
});
