// Draws the apps' install icons (design.md §5: henna for the shop, tea green for the academy, a cream
// paisley, a saffron dot) and writes them as PNGs into each app's public/icons/, where they are
// committed: 192 and 512 px icons with rounded corners, and a full-bleed 512 px maskable one whose
// motif stays inside the 80 % circle a launcher may cut it to.
// Run after changing the drawing: node packages/storefront/src/offline/icons/make-icons.mjs
// (sharp comes from apps/server, which depends on it).
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const repo = join(dirname(fileURLToPath(import.meta.url)), "../../../../..");
const sharp = createRequire(join(repo, "apps/server/package.json"))("sharp");

const CREAM = "#FBF7F2";
const SAFFRON = "#C77700";
const APPS = { shop: "#6B2E12", academy: "#2F5D3A" };

// A paisley (bota) in a 512 box, about 300 px tall, centred.
const PAISLEY = [
  `<path fill="${CREAM}" d="M300 104c-10 44 26 70 44 118 30 80-8 176-96 186-70 8-128-44-124-112 4-60 56-100 112-96 44 4 72 40 64 80-6 30-34 46-60 40 30-20 30-62-6-72-40-12-80 22-78 64 2 46 46 78 94 70 60-10 92-78 70-140-18-50-58-84-20-138z"/>`,
  `<circle cx="232" cy="304" r="22" fill="${SAFFRON}"/>`,
].join("");

function svg(background, { rounded, scale }) {
  const offset = (512 - 512 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
      `<rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${background}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${PAISLEY}</g></svg>`,
  );
}

for (const [app, background] of Object.entries(APPS)) {
  const dir = join(repo, "apps", app, "public/icons");
  mkdirSync(dir, { recursive: true });
  for (const size of [192, 512]) {
    await sharp(svg(background, { rounded: true, scale: 1 }))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(dir, `icon-${size}.png`));
  }
  await sharp(svg(background, { rounded: false, scale: 0.78 }))
    .png({ compressionLevel: 9 })
    .toFile(join(dir, "maskable-512.png"));
  console.log(`${app}: icons written to ${dir}`);
}
