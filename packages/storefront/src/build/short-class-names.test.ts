// A built app's CSS-module class names: short, the same in the browser's and the server's build, and
// never one name for two classes.
import { describe, expect, it } from "vitest";
import { shortClassName, shortClassNames } from "./short-class-names";

describe("shortClassNames", () => {
  it("names a class by its file and local name, the same from any build of the same repository", () => {
    const browser = shortClassNames("/repo");
    const server = shortClassNames("/repo");
    const name = browser("title", "/repo/packages/storefront/src/ui/card.module.css");
    expect(name).toMatch(/^_[a-zA-Z0-9]{5}$/);
    expect(server("title", "/repo/packages/storefront/src/ui/card.module.css?used")).toBe(name);
    expect(
      shortClassNames("/elsewhere")("title", "/elsewhere/packages/storefront/src/ui/card.module.css"),
    ).toBe(name);
  });

  it("gives the same local name in two files, and two local names in one file, names of their own", () => {
    const scoped = shortClassNames("/repo");
    const names = new Set([
      scoped("title", "/repo/a.module.css"),
      scoped("title", "/repo/b.module.css"),
      scoped("price", "/repo/a.module.css"),
    ]);
    expect(names.size).toBe(3);
  });

  it("fails the build, naming both classes, when two would share a name", () => {
    // Look for two local names of one file that shorten alike (some tens of thousands of tries).
    const seen = new Map<string, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; pair === null && i < 1_000_000; i++) {
      const local = `c${i}`;
      const name = shortClassName(local, "a.module.css");
      const other = seen.get(name);
      if (other) pair = [other, local];
      seen.set(name, local);
    }
    if (!pair) throw new Error("no two names alike in a million tries");
    const scoped = shortClassNames("/repo");
    scoped(pair[0], "/repo/a.module.css");
    expect(() => scoped(pair[1], "/repo/a.module.css")).toThrow(
      new RegExp(`a\\.module\\.css \\.${pair[0]} and a\\.module\\.css \\.${pair[1]}`),
    );
  });
});
