import { afterEach, describe, expect, it, vi } from "vitest";
import { paced } from "./paced.js";

afterEach(() => {
  vi.useRealTimers();
});

/** Pieces that each take `ms` of the (fake) clock to make, and a log of when each was pulled. */
async function* slowPieces(count: number, ms: number, pulled: number[]): AsyncGenerator<Buffer> {
  for (let index = 0; index < count; index += 1) {
    pulled.push(Date.now());
    if (ms > 0) vi.advanceTimersByTime(ms);
    yield Buffer.from([index]);
  }
}

describe("paced", () => {
  it("passes every piece through, in order", async () => {
    const out: number[] = [];
    for await (const piece of paced(slowPieces(4, 0, []))) out.push(piece[0] ?? -1);
    expect(out).toEqual([0, 1, 2, 3]);
  });

  it.each([
    { took: 30, cap: 200, rest: 30 },
    { took: 500, cap: 200, rest: 200 },
  ])("rests $rest ms after a piece that took $took ms (cap $cap)", async ({ took, cap, rest }) => {
    vi.useFakeTimers({ toFake: ["setTimeout", "Date", "performance"] });
    const pulled: number[] = [];
    const pieces = paced(slowPieces(2, took, pulled), cap);
    await pieces.next();
    const second = pieces.next();
    await vi.advanceTimersByTimeAsync(rest - 1);
    expect(pulled).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(pulled).toHaveLength(2);
    expect((pulled[1] ?? 0) - (pulled[0] ?? 0)).toBe(took + rest);
  });
});
