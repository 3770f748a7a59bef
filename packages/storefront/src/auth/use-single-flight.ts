import { type BaseSyntheticEvent, useRef } from "react";
import type { FieldValues, UseFormHandleSubmit } from "react-hook-form";

/**
 * react-hook-form's submit handler, run once at a time. The disabled button alone is not enough: a
 * quick double click lands before React has re-rendered it disabled, or after the call succeeded but
 * before the next page or step has replaced the form.
 */
export function useSingleFlight<T extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<T>,
  /** Resolving with "done" keeps the form locked: the page or step is moving on. */
  action: (values: T) => Promise<unknown>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const state = useRef<"idle" | "running" | "done">("idle");
  return async (event?: BaseSyntheticEvent) => {
    if (state.current !== "idle") {
      event?.preventDefault();
      return;
    }
    state.current = "running";
    let result: unknown;
    try {
      await handleSubmit(async (values) => {
        result = await action(values);
      })(event);
    } finally {
      state.current = result === "done" ? "done" : "idle";
    }
  };
}
