// The starter a server-rendered page carries: the app's script is added only after a frame, and after the
// first screen's largest picture (fetched at high priority) has arrived or failed, with a fallback timer.
import { describe, expect, it } from "vitest";
import { APP_CHUNKS_META, ENTRY_FALLBACK_MS, entryAfterPaint, entryStarter } from "./entry-after-paint.js";

interface FakePicture {
  complete: boolean;
  listeners: Record<string, () => void>;
  addEventListener(type: string, listener: () => void): void;
}

/** Runs the starter against a stand-in page; answers what it has done so far and how to move time on. */
function runStarter(
  picture: FakePicture | null,
  chunks: string | null = null,
  entry: { src: string; preloads?: string[] } = { src: "/assets/index-Ab12.js" },
) {
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const document = {
    readyState: "complete",
    querySelector: (selector: string) =>
      selector === 'img[fetchpriority="high"]'
        ? picture
        : selector === `meta[name="${APP_CHUNKS_META}"]` && chunks !== null
          ? { content: chunks }
          : null,
    createElement: () => ({}) as { src?: string; rel?: string; href?: string },
    head: {
      appendChild: (element: { src?: string; rel?: string; href?: string }) =>
        added.push(element.rel === "modulepreload" ? `preload ${element.href}` : `script ${element.src}`),
    },
    addEventListener: () => undefined,
  };
  const starter = entryStarter(entry.src, entry.preloads);
  new Function("document", "requestAnimationFrame", "setTimeout", starter)(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
  );
  const nextFrame = () => {
    for (const run of frames.splice(0)) run();
    for (const timer of timers.filter((t) => t.ms === 0).splice(0)) timer.run();
  };
  const fallback = () => timers.find((t) => t.ms === ENTRY_FALLBACK_MS)?.run();
  return { added, nextFrame, fallback, frames };
}

function picture(complete: boolean): FakePicture {
  return {
    complete,
    listeners: {},
    addEventListener(type, listener) {
      this.listeners[type] = listener;
    },
  };
}

describe("entryStarter", () => {
  it("adds the app's script after the next frame when the page has no high-priority picture", () => {
    const page = runStarter(null);
    expect(page.added).toEqual([]);
    page.nextFrame();
    expect(page.added).toEqual(["script /assets/index-Ab12.js"]);
  });

  it.each(["load", "error"])("waits for the first screen's picture to %s, then a frame", (event) => {
    const hero = picture(false);
    const page = runStarter(hero);
    page.nextFrame();
    expect(page.added).toEqual([]);
    hero.listeners[event]?.();
    page.nextFrame();
    expect(page.added).toEqual(["script /assets/index-Ab12.js"]);
  });

  it("does not wait for a picture that has already arrived", () => {
    const page = runStarter(picture(true));
    page.nextFrame();
    expect(page.added).toEqual(["script /assets/index-Ab12.js"]);
  });

  it("preloads the page's chunks named in the page, with the app's script and not before", () => {
    const page = runStarter(null, "/assets/listing-Aa11.js /assets/shared-Bb22.js");
    expect(page.added).toEqual([]);
    page.nextFrame();
    expect(page.added).toEqual([
      "preload /assets/listing-Aa11.js",
      "preload /assets/shared-Bb22.js",
      "script /assets/index-Ab12.js",
    ]);
  });

  it("preloads what the entry imports before the page's chunks, with the app's script", () => {
    const page = runStarter(null, "/academy/assets/course-Cc33.js", {
      src: "/academy/assets/index-Ac12.js",
      preloads: ["/academy/assets/rolldown-runtime-Rr1.js"],
    });
    page.nextFrame();
    expect(page.added).toEqual([
      "preload /academy/assets/rolldown-runtime-Rr1.js",
      "preload /academy/assets/course-Cc33.js",
      "script /academy/assets/index-Ac12.js",
    ]);
  });

  it("starts anyway after the fallback time, once only", () => {
    const hero = picture(false);
    const page = runStarter(hero);
    page.fallback();
    hero.listeners.load?.();
    page.nextFrame();
    expect(page.added).toEqual(["script /assets/index-Ab12.js"]);
  });
});

describe("entryAfterPaint", () => {
  it("puts the starter in place of the built entry, allowed by its hash", () => {
    const built = '<head><script type="module" crossorigin src="/assets/index-Ab12.js"></script></head>';
    const result = entryAfterPaint(built);
    expect(result?.template).toContain(`<script>${entryStarter("/assets/index-Ab12.js")}</script>`);
    expect(result?.template).not.toContain('<script type="module"');
    expect(result?.scriptSource).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it("moves the entry's own preloads into the starter, so nothing is fetched before the paint", () => {
    const built = [
      "<head>",
      '<script type="module" crossorigin src="/academy/assets/index-Ac12.js"></script>',
      '<link rel="modulepreload" crossorigin href="/academy/assets/rolldown-runtime-Rr1.js">',
      "</head>",
    ].join("\n");
    const result = entryAfterPaint(built);
    expect(result?.template).not.toContain("<link");
    expect(result?.template).toContain(
      `<script>${entryStarter("/academy/assets/index-Ac12.js", ["/academy/assets/rolldown-runtime-Rr1.js"])}</script>`,
    );
  });
});
