// CSS-module class names as a built app writes them. Vite's default (`_skipLink_1xxxx_1`: the local
// name, the file's hash, the line) is some 17 characters, and every class of a rendered page is written
// twice into its HTML, once in its markup and once in its first-screen CSS, and once more in the
// scripts' class maps. A short name from the file and the local name saves about 0.3 KB gzip of each
// page's HTML (measured on the Hindi product page). Dev and the unit tests keep readable names.
import { createHash } from "node:crypto";
import { relative } from "node:path";

const DIGITS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/** 62^5 names: two of a thousand classes share one with a chance of about 1 in 2,000. */
const LENGTH = 5;

/** 48 bits of the text's SHA-1, more than LENGTH base-62 digits need. */
function hash(text: string): number {
  return createHash("sha1").update(text).digest().readUIntBE(0, 6);
}

/** The short name of `local` in the stylesheet at `file` (a path relative to a fixed root). */
export function shortClassName(local: string, file: string): string {
  let value = hash(`${file}\0${local}`);
  let name = "_";
  for (let i = 0; i < LENGTH; i++) {
    name += DIGITS[value % DIGITS.length];
    value = Math.floor(value / DIGITS.length);
  }
  return name;
}

/**
 * Vite's css.modules.generateScopedName: the short name, the same in the browser's and the server's
 * build (the path is taken from `root`). Two classes given one name fail the build, naming both, rather
 * than style each other's elements.
 */
export function shortClassNames(root: string): (local: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (local, filename) => {
    const file = relative(root, filename.split("?")[0] ?? filename).replaceAll("\\", "/");
    const name = shortClassName(local, file);
    const owner = `${file} .${local}`;
    const previous = owners.get(name);
    if (previous && previous !== owner) {
      throw new Error(`CSS module classes ${previous} and ${owner} both shorten to ${name}: rename one`);
    }
    owners.set(name, owner);
    return name;
  };
}
