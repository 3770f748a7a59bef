import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useOpenedOnce } from "./use-opened-once";

describe("useOpenedOnce", () => {
  it.each([
    { opens: [false, false], want: [false, false] },
    { opens: [false, true, false, false], want: [false, true, true, true] },
    { opens: [true, false], want: [true, true] },
  ])("stays true from the first open: $opens", ({ opens, want }) => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
      initialProps: { open: opens[0] ?? false },
    });
    const seen = [result.current];
    for (const open of opens.slice(1)) {
      rerender({ open });
      seen.push(result.current);
    }
    expect(seen).toEqual(want);
  });
});
