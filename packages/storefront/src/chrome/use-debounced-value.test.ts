import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedValue } from "./use-debounced-value";

describe("useDebouncedValue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("leaves no timer running while the value has not changed", () => {
    const { result } = renderHook(() => useDebouncedValue("", 250));
    expect(result.current).toBe("");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives the last value once it has stood still for the delay", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: "" },
    });
    rerender({ value: "he" });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: "henna" });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe("");
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe("henna");
    expect(vi.getTimerCount()).toBe(0);
  });
});
