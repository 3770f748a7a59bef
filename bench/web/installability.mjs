// Whether Chromium would offer to install each app (issue 23). Lighthouse 12 no longer checks this (its
// PWA category and the installable-manifest audit were removed in 12.0), so the benchmark asks Chromium
// itself over CDP: Page.getInstallabilityErrors (its install criteria: a manifest with a name, a start
// URL, standalone display and 144 px+ icons, served from a secure origin) and Page.getAppManifest, once
// the page's service worker controls it.

/** "in-incognito" is the test browser's own condition (Playwright's contexts), not the site's. */
export const ENVIRONMENT_ERRORS = new Set(["in-incognito"]);

/** The installability errors that are the site's. */
export function siteErrors(errors) {
  return errors.map((error) => error.errorId).filter((id) => !ENVIRONMENT_ERRORS.has(id));
}

/** The manifest fields the install prompt and the launcher use, as a short line. */
export function manifestSummary(text) {
  let manifest;
  try {
    manifest = JSON.parse(text ?? "");
  } catch {
    return "unreadable";
  }
  const icons = (manifest.icons ?? []).map(
    (icon) => `${icon.sizes}${icon.purpose === "maskable" ? "m" : ""}`,
  );
  return `${manifest.short_name ?? manifest.name ?? "?"}, ${manifest.display ?? "browser"}, ${manifest.start_url ?? "?"}, icons ${icons.join(" ")}`;
}

/** Opens `url` in a new page of `browser`, waits for its service worker, and asks Chromium. */
export async function checkInstallable(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    const controlled = await page
      .waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    const { url: manifestUrl, data } = await cdp.send("Page.getAppManifest");
    const errors = siteErrors(installabilityErrors);
    return {
      url,
      manifestUrl,
      manifest: manifestSummary(data),
      controlled,
      errors,
      installable: errors.length === 0,
    };
  } finally {
    await context.close();
  }
}
