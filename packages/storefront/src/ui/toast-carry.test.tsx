import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../storage/storage-keys";
import { carryToastsOverPageLoad, toast } from "./toast";
import { ToastHost } from "./toast-host";

const KEY = STORAGE_KEYS.carriedToasts;

beforeEach(() => {
  sessionStorage.clear();
  // A minute on: the toasts that files before this one showed (the suites share a module graph) are
  // over, and only this file's are still on screen.
  vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ["Date"] });
});
afterEach(() => vi.useRealTimers());

describe("toasts carried over a page load to the other app", () => {
  it("writes the toasts still on screen, text only, and the next page shows them once", async () => {
    toast.success("Admission submitted successfully", { description: "Saved" });
    carryToastsOverPageLoad();
    const carried = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    expect(carried).toEqual([
      expect.objectContaining({
        kind: "success",
        message: "Admission submitted successfully",
        description: "Saved",
      }),
    ]);

    render(<ToastHost />);
    expect(await screen.findByText("Admission submitted successfully")).toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("carries nothing once the toast has gone (3 s)", () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ["Date"] });
    toast.info("Old news");
    vi.setSystemTime(Date.now() + 3_100);
    carryToastsOverPageLoad();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("does not replay toasts carried long ago (a page restored later) or malformed entries", async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify([
        { kind: "success", message: "Stale", at: Date.now() - 60_000 },
        { kind: "nope", message: "Bad kind", at: Date.now() },
        { kind: "error", message: 42, at: Date.now() },
        { kind: "error", message: "Fresh", at: Date.now() },
      ]),
    );
    render(<ToastHost />);
    expect(await screen.findByText("Fresh")).toBeInTheDocument();
    expect(screen.queryByText("Stale")).toBeNull();
    expect(screen.queryByText("Bad kind")).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
