import { afterEach, expect, it, vi } from "vitest";
import { afterNextPaint } from "./use-lazy-yup-form";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

it("waits for the next frame and then for the task after its paint", async () => {
  vi.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  let done = false;
  void afterNextPaint().then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(50);
  expect(done).toBe(false);
  expect(frames).toHaveLength(1);
  frames[0]?.(performance.now());
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(0);
  expect(done).toBe(true);
});

it("does not wait for a frame in a hidden page, which paints none", async () => {
  const frame = vi.fn();
  vi.stubGlobal("requestAnimationFrame", frame);
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  await afterNextPaint();
  expect(frame).not.toHaveBeenCalled();
});
