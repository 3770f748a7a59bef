// A form's unsent answers kept in session storage while they are typed, so a reload (the link dropped,
// the page was reopened from the service worker) gives them back. Session storage on purpose: the
// answers are personal (the admission form's are often a minor's), so they last as long as the tab,
// not on a shared phone for good. Fields named in `omit` (the Aadhaar number) are never written.
import { useCallback, useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { readJson, removeKey, writeJson } from "../storage/browser-storage";

/** The draft as it is stored: the form's values less the omitted fields. */
export function draftOf<T extends FieldValues>(values: Partial<T>, omit: readonly (keyof T)[]): Partial<T> {
  const draft: Partial<T> = { ...values };
  for (const field of omit) delete draft[field];
  return draft;
}

/** A stored draft's fields the form has (anything else, and omitted fields, are ignored). */
export function storedDraft<T extends FieldValues>(
  stored: unknown,
  fields: readonly (keyof T)[],
  omit: readonly (keyof T)[],
): Partial<T> {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return {};
  const source = stored as Record<string, unknown>;
  const draft: Record<string, unknown> = {};
  for (const field of fields) {
    const key = String(field);
    const value = source[key];
    if (omit.includes(field) || value === undefined) continue;
    if (typeof value === "string" || typeof value === "boolean") draft[key] = value;
  }
  return draft as Partial<T>;
}

/**
 * Restores the draft once mounted (after hydration: the server drew the empty form), then keeps it up
 * to date. Returns `discard`, for once the answers are sent.
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "watch" | "setValue" | "getValues">,
  key: string,
  omit: readonly (keyof T)[],
): () => void {
  const { watch, setValue, getValues } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: omit is a constant list per form
  useEffect(() => {
    const fields = Object.keys(getValues()) as (keyof T)[];
    const draft = storedDraft<T>(readJson("session", key), fields, omit);
    for (const [field, value] of Object.entries(draft)) {
      setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    const subscription = watch((values) => writeJson("session", key, draftOf(values as Partial<T>, omit)));
    return () => subscription.unsubscribe();
  }, [key, watch, setValue, getValues]);
  return useCallback(() => removeKey("session", key), [key]);
}
