// A database handle that counts its calls of one method: the catalogue cache reads the catalogue version
// with `select` and the stock watch looks with `execute`, so a test can tell how many of each it caused.
import type { Db } from "../db/database.js";

export function countedDb(db: Db, method: "select" | "execute"): { db: Db; calls: () => number } {
  let calls = 0;
  const counted = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === method) {
        return (...args: unknown[]) => {
          calls += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Db;
  return { db: counted, calls: () => calls };
}
