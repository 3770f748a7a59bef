// react-hook-form whose yup schema (and yup itself) loads on first use instead of with the page: the
// admission form validates nothing before its first submit (spec §5: on submit, then on every change),
// so its ~13 KB of validation code need not hold up the form's first render. `warm()` starts the load
// early, e.g. when the student first focuses a field.

import { useCallback, useMemo } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { ObjectSchema } from "yup";
import { languageReady } from "../i18n/load-language";

export type LazyYupForm<T extends FieldValues> = UseFormReturn<T>;

/** Resolves once the browser has painted the current frame (at once in a hidden page, which paints nothing). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden") {
      setTimeout(resolve, 0);
      return;
    }
    // A frame's callbacks run just before its paint; a task queued from one runs just after it.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

export function useLazyYupForm<T extends FieldValues>(
  loadSchema: () => Promise<ObjectSchema<T>>,
  defaultValues: DefaultValues<T>,
): { form: LazyYupForm<T>; warm: () => void } {
  const loader = useMemo(() => {
    let ready: Promise<Resolver<T>> | null = null;
    const load = () => {
      // languageReady: its messages are said in the page's language (on a Hindi page, its whole catalogue).
      ready ??= Promise.all([loadSchema(), import("@hookform/resolvers/yup"), languageReady()]).then(
        // yup's inferred input type (optional keys) differs from T; the schema is T's by construction.
        ([schema, { yupResolver }]) => yupResolver(schema) as unknown as Resolver<T>,
      );
      // A chunk that failed to arrive is asked for again next time.
      ready.catch(() => {
        ready = null;
      });
      return ready;
    };
    const resolver: Resolver<T> = async (values, context, options) => {
      const resolve = await load();
      // Checking the whole form and drawing its messages is the costly part of a submit (or, after
      // one, of a keystroke): the browser first paints what the click or key changed ('Submitting...',
      // the typed character), so the student sees the form answer at once.
      await afterNextPaint();
      return resolve(values, context, options);
    };
    return { load, resolver };
  }, [loadSchema]);

  const form = useForm<T>({
    resolver: loader.resolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const warm = useCallback(() => {
    loader.load().catch(() => undefined);
  }, [loader]);
  return { form, warm };
}
