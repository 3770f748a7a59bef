#!/usr/bin/env node
// Draws the demo store's pictures as small SVG files under public/images/ (products, categories,
// offers, sliders, logo, icon). Our own vector art, so the shop needs no external image host.
// Run from apps/server: `node src/seed/generate-images.mjs`. The output is committed; re-run after
// adding a product image name to demo-catalogue.ts (a test fails while a referenced file is missing).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public", "images");

const PALETTES = {
  henna: { bg: "#FBEFE3", main: "#8B3A1E", leaf: "#4E6B2F", gold: "#C98B2B", ink: "#3B1E12" },
  tea: { bg: "#F4ECDD", main: "#6B3E26", leaf: "#2F5D3A", gold: "#D9A441", ink: "#2E1A10" },
  gift: { bg: "#FCEAEC", main: "#A8324A", leaf: "#4E6B2F", gold: "#D9A441", ink: "#3E1420" },
  care: { bg: "#EEF4EA", main: "#3F6B45", leaf: "#6E8F3A", gold: "#C98B2B", ink: "#1F3322" },
  course: { bg: "#F1ECF7", main: "#5B3A8C", leaf: "#4E6B2F", gold: "#C98B2B", ink: "#2A1A40" },
};

const esc = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function lines(text, max = 22) {
  const result = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && `${line} ${word}`.length > max) {
      result.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) result.push(line);
  return result.slice(0, 3);
}

// --- motifs, drawn for a 400 x 300 art area -------------------------------------------------------
const leaf = (x, y, r, c) =>
  `<path d="M${x} ${y}c${12 * r} ${-22 * r} ${34 * r} ${-24 * r} ${46 * r} ${-22 * r}c${-4 * r} ${14 * r} ${-22 * r} ${30 * r} ${-46 * r} ${22 * r}z" fill="${c.leaf}"/>`;
const sprig = (x, y, c) =>
  `${leaf(x, y, 1, c)}${leaf(x + 6, y + 22, 0.8, c)}<path d="M${x} ${y}q20 30 10 60" stroke="${c.leaf}" stroke-width="3" fill="none"/>`;
// A ring of n dots: a dashed circle whose dashes have zero length and round caps.
const dots = (cx, cy, r, n, c) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-dasharray="0 ${((2 * Math.PI * r) / n).toFixed(2)}"/>`;

function cone(x, c, scale = 1, y = 40) {
  const s = (v) => (v * scale).toFixed(1);
  return `<g transform="translate(${x} ${y})"><path d="M${s(-34)} ${s(20)}L0 ${s(230)}L${s(34)} ${s(20)}z" fill="${c.main}"/><rect x="${s(-36)}" y="${s(6)}" width="${s(72)}" height="${s(22)}" rx="4" fill="${c.gold}"/><path d="M${s(-20)} ${s(70)}q${s(20)} ${s(16)} ${s(40)} 0M${s(-14)} ${s(110)}q${s(14)} ${s(12)} ${s(28)} 0M${s(-8)} ${s(150)}q${s(8)} ${s(8)} ${s(16)} 0" stroke="${c.bg}" stroke-width="3" fill="none"/></g>`;
}

const MOTIFS = {
  cone: (c) => `${cone(200, c)}${sprig(250, 170, c)}`,
  cones: (c) => `${cone(140, c, 0.85)}${cone(200, c)}${cone(260, c, 0.85)}`,
  pouch: (c) =>
    `<path d="M120 60h160l10 210h-180z" fill="${c.main}"/><path d="M120 60h160v18h-160z" fill="${c.gold}"/><circle cx="200" cy="170" r="44" fill="${c.bg}"/>${leaf(178, 186, 0.95, c)}${dots(200, 170, 56, 16, c.gold)}`,
  bottle: (c) =>
    `<rect x="182" y="40" width="36" height="40" rx="6" fill="${c.ink}"/><path d="M150 100q0-20 50-20t50 20v160q0 14-14 14h-72q-14 0-14-14z" fill="${c.main}"/><rect x="160" y="140" width="80" height="70" rx="8" fill="${c.bg}"/>${leaf(182, 190, 0.8, c)}`,
  cup: (c) =>
    `<path d="M110 130h170v50q0 70-85 70t-85-70z" fill="${c.main}"/><path d="M280 145q44 0 44 32t-44 32" stroke="${c.main}" stroke-width="14" fill="none"/><ellipse cx="195" cy="262" rx="120" ry="16" fill="${c.gold}"/><path d="M160 110q-16-24 0-48t0-48M200 110q-16-24 0-48t0-48M240 110q-16-24 0-48t0-48" stroke="${c.leaf}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  tin: (c) =>
    `<rect x="130" y="70" width="140" height="200" rx="12" fill="${c.main}"/><rect x="122" y="56" width="156" height="30" rx="8" fill="${c.gold}"/><rect x="146" y="120" width="108" height="100" rx="8" fill="${c.bg}"/>${leaf(176, 184, 0.9, c)}${dots(200, 170, 38, 12, c.gold)}`,
  gift: (c) =>
    `<rect x="110" y="120" width="180" height="150" rx="8" fill="${c.main}"/><rect x="100" y="98" width="200" height="40" rx="6" fill="${c.main}"/><rect x="188" y="98" width="24" height="172" fill="${c.gold}"/><path d="M200 98c-40-50-80-20-50 0zM200 98c40-50 80-20 50 0z" fill="${c.gold}"/>`,
  kit: (c) =>
    `${cone(150, c, 0.55, 70)}<rect x="225" y="90" width="44" height="80" rx="10" fill="${c.leaf}"/><rect x="237" y="72" width="20" height="22" rx="4" fill="${c.ink}"/><rect x="90" y="150" width="220" height="120" rx="10" fill="${c.main}"/><rect x="90" y="150" width="220" height="24" fill="${c.gold}"/>`,
  mandala: (c) =>
    `<circle cx="200" cy="160" r="110" fill="${c.main}"/><circle cx="200" cy="160" r="84" fill="${c.bg}"/><path id="petal" d="M200 160c-14-30-4-60 0-70c4 10 14 40 0 70z" fill="${c.main}"/>${Array.from({ length: 11 }, (_, i) => `<use href="#petal" transform="rotate(${(i + 1) * 30} 200 160)"/>`).join("")}<circle cx="200" cy="160" r="18" fill="${c.gold}"/>${dots(200, 160, 98, 24, c.gold)}`,
  jar: (c) =>
    `<rect x="140" y="90" width="120" height="170" rx="20" fill="${c.gold}"/><rect x="150" y="62" width="100" height="36" rx="6" fill="${c.main}"/><circle cx="180" cy="200" r="10" fill="${c.main}"/><circle cx="214" cy="180" r="8" fill="${c.ink}"/><circle cx="222" cy="222" r="11" fill="${c.main}"/><path d="M160 150h80" stroke="${c.bg}" stroke-width="6"/>`,
  kulhad: (c) =>
    [120, 200, 280]
      .map(
        (x) =>
          `<path d="M${x - 34} 140h68l-10 120h-48z" fill="${c.main}"/><ellipse cx="${x}" cy="140" rx="34" ry="8" fill="${c.gold}"/>`,
      )
      .join(""),
  sheets: (c) =>
    `<rect x="120" y="90" width="170" height="170" rx="6" fill="${c.gold}" transform="rotate(-8 200 170)"/><rect x="120" y="90" width="170" height="170" rx="6" fill="${c.bg}" stroke="${c.main}" stroke-width="4"/>${cone(205, c, 0.5)}`,
};

function art(motif, c, variant) {
  // The second picture of each product shows the same object on a rich background with a mandala ring.
  const bg = variant ? c.main : c.bg;
  const drawColors = variant ? { ...c, bg: c.main, main: c.bg } : c;
  const ring = variant
    ? `<circle cx="200" cy="160" r="140" fill="none" stroke="${c.gold}" stroke-width="2" stroke-dasharray="4 8"/>`
    : "";
  return { bg, body: `${ring}${MOTIFS[motif](drawColors)}`, text: variant ? c.bg : c.ink };
}

function productSvg(title, motif, paletteName, variant) {
  const c = PALETTES[paletteName];
  const { bg, body, text } = art(motif, c, variant);
  const label = lines(title)
    .map((line, i, all) => `<text x="200" y="${350 - (all.length - 1) * 14 + i * 28}">${esc(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${esc(title)}"><rect width="400" height="400" rx="24" fill="${bg}"/>${body}<g font-family="Georgia,serif" font-size="24" text-anchor="middle" fill="${text}">${label}</g></svg>\n`;
}

// slug, motif, palette, title (as on the product)
const PRODUCTS = [
  ["organic-henna-cone", "cone", "henna", "Organic Henna Cone"],
  ["organic-henna-cones-12", "cones", "henna", "Organic Henna Cones x12"],
  ["rajasthani-henna-cone", "cone", "henna", "Rajasthani Henna Cone"],
  ["jagua-gel-cone", "cone", "course", "Jagua Gel Cone"],
  ["nail-henna-cone", "cone", "gift", "Nail Henna Cone"],
  ["glitter-gel-cones", "cones", "gift", "Glitter Gel Cones"],
  ["quick-stain-henna-cone", "cone", "henna", "Quick Stain Cone"],
  ["white-body-paint-cone", "cone", "course", "White Body Paint Cone"],
  ["henna-paste-refill", "pouch", "henna", "Henna Paste Refill"],
  ["mini-henna-cones", "cones", "care", "Mini Cones for Kids"],
  ["arabic-dark-stain-cones", "cones", "henna", "Arabic Dark Stain Cones"],
  ["bridal-henna-powder", "pouch", "henna", "Bridal Henna Powder"],
  ["baq-henna-powder", "pouch", "care", "Body Art Quality Henna"],
  ["mehendi-oil-blend", "bottle", "henna", "Mehendi Oil Blend"],
  ["applicator-bottle-set", "bottle", "course", "Applicator Bottle Set"],
  ["cone-rolling-sheets", "sheets", "henna", "Cone Rolling Sheets"],
  ["bridal-henna-kit", "kit", "henna", "Bridal Henna Kit"],
  ["bridal-stencil-book", "mandala", "gift", "Bridal Stencil Book"],
  ["lemon-sugar-sealant", "bottle", "care", "Lemon-Sugar Sealant"],
  ["henna-aftercare-balm", "jar", "care", "Henna Aftercare Balm"],
  ["clove-steam-pack", "pouch", "tea", "Clove Steam Pack"],
  ["cutting-chai-masala", "cup", "tea", "Cutting Chai Masala"],
  ["assam-ctc-tea", "tin", "tea", "Assam CTC Tea"],
  ["kashmiri-kahwa", "cup", "gift", "Kashmiri Kahwa"],
  ["darjeeling-first-flush", "tin", "care", "Darjeeling First Flush"],
  ["elaichi-chai", "cup", "care", "Elaichi Chai"],
  ["ginger-lemongrass-tea", "tin", "care", "Ginger Lemongrass Tea"],
  ["tulsi-honey-tea", "cup", "care", "Tulsi Honey Tea"],
  ["saffron-chai-premix", "tin", "gift", "Saffron Chai Premix"],
  ["nilgiri-frost-tea", "tin", "course", "Nilgiri Frost Tea"],
  ["chai-masala-spice", "jar", "tea", "Chai Masala Spice"],
  ["rose-petal-chai", "cup", "gift", "Rose Petal Chai"],
  ["chai-lovers-gift-box", "gift", "tea", "Chai Lovers Gift Box"],
  ["mehendi-night-hamper", "gift", "henna", "Mehendi Night Hamper"],
  ["festive-tea-hamper", "gift", "gift", "Festive Tea Hamper"],
  ["return-gift-pouches", "pouch", "gift", "Return Gift Pouches"],
  ["clay-kulhad-set", "kulhad", "tea", "Clay Kulhad Set"],
  ["basic-mehendi-course", "mandala", "course", "Basic Mehendi Course"],
  ["bridal-mehendi-course", "mandala", "henna", "Bridal Mehendi Course"],
  ["arabic-design-workshop", "mandala", "care", "Arabic Design Workshop"],
  ["cone-making-masterclass", "kit", "course", "Cone Making Masterclass"],
  ["kids-mehendi-class", "mandala", "gift", "Kids' Mehendi Class"],
  ["online-mehendi-basics", "mandala", "tea", "Online Mehendi Basics"],
];

// Category slug, motif, palette, name. The third gallery picture of every product is its category's.
const CATEGORIES = [
  ["cones", "cone", "henna", "Cones"],
  ["bridal-henna", "pouch", "henna", "Bridal Henna"],
  ["tea", "cup", "tea", "Tea"],
  ["gift-packs", "gift", "gift", "Gift Packs"],
  ["aftercare", "bottle", "care", "Aftercare"],
  ["courses", "mandala", "course", "Courses"],
  ["stencils", "mandala", "gift", "Stencils"],
];

function categoryIcon(motif, paletteName, name) {
  const c = PALETTES[paletteName];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${esc(name)}"><circle cx="200" cy="200" r="196" fill="${c.bg}"/><g transform="translate(40 50) scale(0.8)">${MOTIFS[motif](c)}</g></svg>\n`;
}

function gallerySvg(motif, paletteName, caption) {
  const c = PALETTES[paletteName];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${esc(caption)}"><defs><pattern id="d" width="100" height="100" patternUnits="userSpaceOnUse">${dots(50, 50, 22, 8, c.gold)}</pattern></defs><rect width="400" height="400" rx="24" fill="${c.bg}"/><rect width="400" height="400" rx="24" fill="url(#d)" opacity="0.6"/><g transform="translate(60 40) scale(0.7)">${MOTIFS[motif](c)}</g><text x="200" y="350" font-family="Georgia,serif" font-size="24" text-anchor="middle" fill="${c.ink}">${esc(caption)}</text></svg>\n`;
}

function banner(width, height, paletteName, motif, heading, sub) {
  const c = PALETTES[paletteName];
  const scale = (height / 400).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(heading)}"><rect width="${width}" height="${height}" rx="20" fill="${c.bg}"/><circle cx="${width - height / 2}" cy="${height / 2}" r="${height * 0.46}" fill="${c.gold}" opacity="0.25"/><g transform="translate(${width - height} ${height * 0.1}) scale(${scale})">${MOTIFS[motif](c)}</g><g font-family="Georgia,serif" fill="${c.ink}"><text x="40" y="${height * 0.42}" font-size="${Math.round(height / 9)}" fill="${c.main}">${esc(heading)}</text><text x="40" y="${height * 0.6}" font-size="${Math.round(height / 16)}">${esc(sub)}</text></g></svg>\n`;
}

function pattern(width, height, paletteName, kind) {
  const c = PALETTES[paletteName];
  const tile =
    kind === "paisley"
      ? `<path d="M50 70c-30 0-30-40 0-40c20 0 30 20 10 30" stroke="${c.gold}" stroke-width="3" fill="none"/>`
      : kind === "leaves"
        ? leaf(30, 60, 0.7, c)
        : `<circle cx="50" cy="50" r="14" fill="none" stroke="${c.gold}" stroke-width="3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${kind} pattern"><defs><pattern id="t" width="100" height="100" patternUnits="userSpaceOnUse" patternTransform="rotate(12)">${tile}</pattern></defs><rect width="${width}" height="${height}" fill="${c.bg}"/><rect width="${width}" height="${height}" fill="url(#t)"/></svg>\n`;
}

const logo = () => {
  const c = PALETTES.henna;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 96" role="img" aria-label="Mehendi &amp; Chai"><circle cx="48" cy="48" r="44" fill="${c.main}"/><g transform="translate(8 8) scale(0.2)">${MOTIFS.mandala({ ...c, main: c.bg, bg: c.main })}</g><text x="104" y="56" font-family="Georgia,serif" font-size="31" fill="${c.main}">Mehendi <tspan fill="${c.gold}">&amp;</tspan> Chai</text><text x="106" y="80" font-family="Georgia,serif" font-size="13" fill="${c.leaf}" letter-spacing="2">HENNA · TEA · ACADEMY</text></svg>\n`;
};

const icon = () => {
  const c = PALETTES.henna;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="Mehendi &amp; Chai"><rect width="400" height="400" rx="80" fill="${c.main}"/><g transform="translate(0 40)">${MOTIFS.mandala({ ...c, main: c.bg, bg: c.main })}</g></svg>\n`;
};

const files = new Map();
for (const [slug, motif, palette, title] of PRODUCTS) {
  files.set(`products/${slug}.svg`, productSvg(title, motif, palette, false));
  files.set(`products/${slug}-2.svg`, productSvg(title, motif, palette, true));
}
for (const [slug, motif, palette, name] of CATEGORIES) {
  files.set(`categories/${slug}.svg`, categoryIcon(motif, palette, name));
  files.set(`products/gallery-${slug}.svg`, gallerySvg(motif, palette, name));
}
// [file, palette, motif, heading, line]: offers are drawn 600×300, slides 800×400.
const OFFERS = [
  ["bridal-season", "henna", "kit", "Bridal Season", "Up to 25% off bridal essentials"],
  ["flat-100", "gift", "gift", "Flat ₹100 Off", "Code FLAT100 on orders above ₹499"],
  ["course-early-bird", "course", "mandala", "Early Bird Fees", "Basic Mehendi Course at ₹4,999"],
];
const SLIDES = [
  ["bridal-henna-kit", "henna", "kit", "Bridal Henna Kit", "Five essentials in one keepsake box"],
  ["cutting-chai", "tea", "cup", "Cutting Chai", "Mumbai's favourite masala tea"],
  ["basic-mehendi-course", "course", "mandala", "Learn Mehendi", "Basic course, twelve classes"],
];
for (const [slug, palette, motif, heading, sub] of OFFERS)
  files.set(`offers/${slug}.svg`, banner(600, 300, palette, motif, heading, sub));
for (const [slug, palette, motif, heading, sub] of SLIDES)
  files.set(`sliders/${slug}.svg`, banner(800, 400, palette, motif, heading, sub));
const BACKGROUNDS = [
  ["paisley", "henna", "paisley"],
  ["tea", "tea", "rings"],
  ["leaves", "care", "leaves"],
];
for (const [slug, palette, kind] of BACKGROUNDS)
  files.set(`sliders/background-${slug}.svg`, pattern(1200, 500, palette, kind));
files.set("logo.svg", logo());
files.set("icon.svg", icon());

let largest = 0;
for (const [name, svg] of files) {
  const path = join(out, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
  largest = Math.max(largest, Buffer.byteLength(svg));
}
console.log(`wrote ${files.size} images to ${out} (largest ${largest} bytes)`);
