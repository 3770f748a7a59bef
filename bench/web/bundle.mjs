// Pure helpers of the web benchmark: what a page loads before its first render, read from Vite's
// manifest (.vite/manifest.json), and how to summarise repeated Lighthouse runs.

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error("the manifest has no entry chunk");
  return key;
}

/** The chunks `keys` load before running: themselves and their static imports, transitively. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * The files a route needs before its first render: the entry with its static imports, plus (for a lazy
 * page) the page's chunk with its static imports, plus any other lazy chunk the first render waits for
 * (`alsoKeys`: a Hindi page's catalogue); each JS and CSS file once.
 */
export function firstRenderFiles(manifest, pageKey = null, alsoKeys = []) {
  const keys = staticClosure(manifest, [entryKey(manifest), ...(pageKey ? [pageKey] : []), ...alsoKeys]);
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values) {
  const numbers = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (numbers.length === 0) return Number.NaN;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/** Checks a figure against its target: "ok", "MISS", or "n/a" when there is no figure. */
export function verdict(value, limit, { atLeast = false } = {}) {
  if (!Number.isFinite(value)) return "n/a";
  return (atLeast ? value >= limit : value <= limit) ? "ok" : "MISS";
}
