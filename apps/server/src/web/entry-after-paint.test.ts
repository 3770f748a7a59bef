// The starter a server-rendered page carries: the app's script is added only after a frame, and after the
// first screen's largest picture (fetched at high priority) has arrived or failed, with a fallback timer.
import { describe, expect, it } from "vitest";
import {
  APP_CHUNKS_META,
  ENTRY_FALLBACK_MS,
  entryAfterPaint,
  entryStarter,
  LATER_STYLESHEET_ATTRIBUTE,
} from "./entry-after-paint.js";

interface FakePicture {
  complete: boolean;
  listeners: Record<string, () => void>;
  addEventListener(type: string, listener: () => void): void;
}

/** Runs the starter against a stand-in page; answers what it has done so far and how to move time on. */
interface FakeStylesheet {
  media: string;
  sheet: object | null;
  listeners: Record<string, () => void>;
  addEventListener(type: string, listener: () => void): void;
}

function stylesheet(loaded: boolean): FakeStylesheet {
  return {
    media: "print",
    sheet: loaded ? {} : null,
    listeners: {},
    addEventListener(type, listener) {
      this.listeners[type] = listener;
    },
  };
}

function runStarter(
  picture: FakePicture | null,
  chunks: string | null = null,
  entry: { src: string; preloads?: string[] } = { src: "/assets/index-Ab12.js" },
  stylesheets: FakeStylesheet[] = [],
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
    querySelectorAll: (selector: string) =>
      selector === `link[${LATER_STYLESHEET_ATTRIBUTE}]` ? stylesheets : [],
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

  it("turns the app's stylesheet on as soon as it has arrived, before the app's script", () => {
    const arrived = stylesheet(true);
    const arriving = stylesheet(false);
    const page = runStarter(picture(false), null, undefined, [arrived, arriving]);
    expect(page.added).toEqual([]);
    expect(arrived.media).toBe("all");
    expect(arriving.media).toBe("print");
    arriving.listeners.load?.();
    expect(arriving.media).toBe("all");
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
  it("puts the starter, a file named by its content, in place of the built entry", () => {
    const built = '<head><script type="module" crossorigin src="/assets/index-Ab12.js"></script></head>';
    const result = entryAfterPaint(built, "/");
    expect(result?.starter.body).toBe(entryStarter("/assets/index-Ab12.js"));
    expect(result?.starter.url).toMatch(/^\/assets\/entry-starter-[A-Za-z0-9_-]{10}\.js$/);
    expect(result?.template).toBe(`<head><script async src="${result?.starter.url}"></script></head>`);
    // Another build's entry makes another file: a browser never keeps a starter of the old build.
    const next = entryAfterPaint(built.replace("Ab12", "Cd34"), "/");
    expect(next?.starter.url).not.toBe(result?.starter.url);
    expect(entryAfterPaint(built, "/academy/")?.starter.url).toMatch(/^\/academy\/assets\/entry-starter-/);
  });

  it("moves the entry's own preloads into the starter, so nothing is fetched before the paint", () => {
    const built = [
      "<head>",
      '<script type="module" crossorigin src="/academy/assets/index-Ac12.js"></script>',
      '<link rel="modulepreload" crossorigin href="/academy/assets/rolldown-runtime-Rr1.js">',
      "</head>",
    ].join("\n");
    const result = entryAfterPaint(built, "/academy/");
    expect(result?.template).not.toContain("<link");
    expect(result?.starter.body).toBe(
      entryStarter("/academy/assets/index-Ac12.js", ["/academy/assets/rolldown-runtime-Rr1.js"]),
    );
  });
});
