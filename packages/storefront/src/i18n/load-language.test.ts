// The page's whole catalogue, and what waits for it: code loaded later (inPageLanguage) and anything
// that awaits languageReady finish only once the catalogue is active, whether it arrived or failed.
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, currentLanguage, installTranslator, t } from "./i18n";
import { linguiTranslator } from "./lingui-translator";
import { inPageLanguage, languageReady, loadLanguage } from "./load-language";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled once every pending callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

beforeAll(() => installTranslator(linguiTranslator));

describe("loadLanguage and what waits for it", () => {
  it("an English page has nothing to wait for", async () => {
    await loadLanguage("en", undefined);
    expect(await settled(languageReady())).toBe(true);
    expect(await inPageLanguage(() => Promise.resolve("dialog"))()).toBe("dialog");
  });

  it("a Hindi page's later code waits for the catalogue, then speaks Hindi", async () => {
    const catalogue = deferred<Record<string, string>>();
    const loading = loadLanguage(
      "hi",
      () => catalogue.promise,
      () => Promise.resolve({ Cart: "कार्ट" }),
    );
    const dialog = inPageLanguage(() => Promise.resolve("dialog"))();
    expect(await settled(dialog)).toBe(false);
    expect(await settled(languageReady())).toBe(false);
    catalogue.resolve({ "Add to Cart": "कार्ट में डालें" });
    await loading;
    expect(await dialog).toBe("dialog");
    expect(currentLanguage()).toBe("hi");
    expect(t("Add to Cart")).toBe("कार्ट में डालें");
    expect(t("Cart")).toBe("कार्ट");
    activateLanguage("en");
  });

  it("a catalogue that fails to arrive holds nothing up: the page stays as it is", async () => {
    const catalogue = deferred<Record<string, string>>();
    const loading = loadLanguage("hi", () => catalogue.promise);
    const dialog = inPageLanguage(() => Promise.resolve("dialog"))();
    catalogue.reject(new Error("offline"));
    await expect(loading).rejects.toThrow("offline");
    expect(await dialog).toBe("dialog");
    expect(await settled(languageReady())).toBe(true);
  });
});
