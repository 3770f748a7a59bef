// The link preview picture (og:image): a 1200x630 JPEG, what WhatsApp and Facebook show. A product's is
// its main photo fitted on white; every other page's (and a product without a photo of its own) is the
// store's logo on a card of the store's colour. Made once by sharp and kept with the media
// (DATA_DIR/media/og/); the name carries a hash of what it was made from, so a new photo is a new file.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";
import { parseMediaUrl } from "@henna/domain/media-urls";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { errorBody } from "../../http/api-error.js";
import type { MediaStorage } from "../../services/media/storage.js";
import { sitePicture } from "../page-preloads.js";
import { type StoreFacts, storeFacts } from "./store-facts.js";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const FILE = /^(product-(\d{1,12})|store)-([A-Za-z0-9_-]{10})\.jpg$/;

function tag(...parts: string[]): string {
  return createHash("sha1").update(parts.join("\n")).digest("base64url").slice(0, 10);
}

/** The preview picture's path for a product page, or for any other page (product null). */
export function ogImagePath(
  product: { product_id: number; image?: string | null } | null,
  facts: Pick<StoreFacts, "logo" | "color" | "name">,
): string {
  if (product && sitePicture(product.image)) {
    return `/og-image/product-${product.product_id}-${tag(product.image ?? "")}.jpg`;
  }
  return `/og-image/store-${tag(facts.logo, facts.color, facts.name)}.jpg`;
}

type Sharp = typeof import("sharp");
let sharpModule: Promise<Sharp> | null = null;
// Loaded by the first preview asked for, not at the server's start (libvips holds ~23 MB).
async function loadSharp() {
  sharpModule ??= import("sharp");
  return (await sharpModule).default;
}

/** A site picture's bytes: an upload from the media storage, or a file of the shop's images folder. */
async function pictureBytes(
  path: string,
  storage: MediaStorage,
  imagesDir: string | null,
): Promise<Buffer | null> {
  const media = parseMediaUrl(path);
  if (media) return storage.get(`${media.key}/${media.width}.${media.format}`);
  if (imagesDir && path.startsWith("/images/")) {
    const relative = normalize(path.slice("/images/".length));
    if (relative.startsWith("..")) return null;
    return readFile(join(imagesDir, relative)).catch(() => null);
  }
  return null;
}

export async function productPreview(photo: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(photo, { limitInputPixels: 40_000_000 })
    .resize(OG_WIDTH, OG_HEIGHT, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export async function storePreview(logo: Buffer | null, color: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const card = sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: color } });
  if (!logo) return card.jpeg({ quality: 85 }).toBuffer();
  // The logo on a white plate, so a dark logo stays readable on a dark brand colour.
  const plate = await sharp(logo, { limitInputPixels: 40_000_000 })
    .resize(440, 440, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: "#ffffff" })
    .png()
    .toBuffer();
  return card
    .composite([{ input: plate, gravity: "centre" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

class NotCurrent extends Error {}

export function serveOgImages(
  app: FastifyInstance,
  ctx: Pick<AppContext, "db" | "env" | "cache" | "log">,
  storage: MediaStorage,
  imagesDir: string | null,
  productImage: (productId: number) => Promise<string | null>,
): void {
  const making = new Map<string, Promise<Buffer>>();
  async function make(file: string, productId: number | null): Promise<Buffer> {
    const kept = await storage.get(`og/${file}`);
    if (kept) return kept;
    const facts = await storeFacts(ctx);
    const image = productId !== null ? await productImage(productId) : null;
    // Only the name the page links to is made: any other would fill the storage on request.
    const current = ogImagePath(productId !== null ? { product_id: productId, image } : null, facts);
    if (current !== `/og-image/${file}`) throw new NotCurrent();
    const photo = image ? await pictureBytes(image, storage, imagesDir) : null;
    const logoPath = sitePicture(facts.logo);
    const logo = logoPath ? await pictureBytes(logoPath, storage, imagesDir) : null;
    const bytes = photo ? await productPreview(photo) : await storePreview(logo, facts.color);
    await storage.put(`og/${file}`, bytes);
    return bytes;
  }
  app.get<{ Params: { file: string } }>("/og-image/:file", async (request, reply) => {
    const { file } = request.params;
    const match = FILE.exec(file);
    if (!match) {
      return reply.code(404).send(errorBody("NOT_FOUND", "There is no such picture.", [], request.id));
    }
    let pending = making.get(file);
    if (!pending) {
      pending = make(file, match[2] ? Number(match[2]) : null).finally(() => making.delete(file));
      making.set(file, pending);
    }
    try {
      const bytes = await pending;
      return reply.type("image/jpeg").header("cache-control", "public, max-age=86400").send(bytes);
    } catch (error) {
      if (!(error instanceof NotCurrent))
        ctx.log.warn({ err: error, file }, "link preview picture could not be made");
      return reply.code(404).send(errorBody("NOT_FOUND", "There is no such picture.", [], request.id));
    }
  });
}
