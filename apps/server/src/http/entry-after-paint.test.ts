// The starter a server-rendered page carries: the app's script is added only after a frame, and after the
// first screen's largest picture (fetched at high priority) has arrived or failed, with a fallback timer.
import { describe, expect, it } from "vitest";
import { ENTRY_FALLBACK_MS, entryAfterPaint, entryStarter } from "./entry-after-paint.js";

interface FakePicture {
  complete: boolean;
  listeners: Record<string, () => void>;
  addEventListener(type: string, listener: () => void): void;
}

/** Runs the starter against a stand-in page; answers what it has done so far and how to move time on. */
function runStarter(picture: FakePicture | null) {
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const document = {
    readyState: "complete",
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? picture : null),
    createElement: () => ({}) as { src?: string },
    head: { appendChild: (script: { src: string }) => added.push(script.src) },
    addEventListener: () => undefined,
  };
  new Function("document", "requestAnimationFrame", "setTimeout", entryStarter("/assets/index-Ab12.js"))(
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
    expect(page.added).toEqual(["/assets/index-Ab12.js"]);
  });

  it.each(["load", "error"])("waits for the first screen's picture to %s, then a frame", (event) => {
    const hero = picture(false);
    const page = runStarter(hero);
    page.nextFrame();
    expect(page.added).toEqual([]);
    hero.listeners[event]?.();
    page.nextFrame();
    expect(page.added).toEqual(["/assets/index-Ab12.js"]);
  });

  it("does not wait for a picture that has already arrived", () => {
    const page = runStarter(picture(true));
    page.nextFrame();
    expect(page.added).toEqual(["/assets/index-Ab12.js"]);
  });

  it("starts anyway after the fallback time, once only", () => {
    const hero = picture(false);
    const page = runStarter(hero);
    page.fallback();
    hero.listeners.load?.();
    page.nextFrame();
    expect(page.added).toEqual(["/assets/index-Ab12.js"]);
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
});
