// One write of a back-office form: busy while it runs (a second submit meanwhile is ignored), the
// server's field problems on the fields the form shows, and the rest (or the failure itself) as the
// form's one failure line. The caller gets the settled answer to go on with.
import { failureText } from "@henna/storefront/api/api-result.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useCallback, useRef, useState } from "react";
import { type ClientCall, type FieldErrors, settleAnswer, type WriteResult } from "../../api/settle-answer";

/** Puts one server problem on a form field; react-hook-form's setError fits. */
export type SetFieldError = (
  name: never,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

export interface SaveTarget {
  setError: SetFieldError;
  /**
   * The fields this form shows: a list of names (a path is placed on its first part, so
   * `variations.0.price` lands on `variations`), or, given the server's path, the form's field that
   * shows it (true: the same path; false or nothing: none).
   */
  fields: readonly string[] | ((path: string) => string | boolean | null | undefined);
}

export interface SaveOptions {
  /** Takes the problems this form shows its own way; the rest go on the fields or the failure line. */
  ownFields?: (fields: FieldErrors) => FieldErrors;
  /** Where a failure shows: the form's failure line, or a toast (a list's action has no form). */
  show?: "line" | "toast";
  /** The failure's own message stays on the line even when every problem is on a field (a summary). */
  keepMessage?: boolean;
}

/** The server's problems onto the form's fields; the messages no field shows are returned. */
export function placeFieldErrors(fields: FieldErrors, target: SaveTarget | undefined): string[] {
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const name = fieldFor(path, target?.fields);
    if (name && target) target.setError(name as never, { type: "server", message }, { shouldFocus: true });
    else unplaced.push(message);
  }
  return unplaced;
}

function fieldFor(path: string, known: SaveTarget["fields"] | undefined): string | null {
  if (!known) return null;
  if (typeof known === "function") {
    const name = known(path);
    return typeof name === "string" ? name : name ? path : null;
  }
  if (known.includes(path)) return path;
  const first = path.split(".")[0] ?? path;
  return known.includes(first) ? first : null;
}

export function useSave(target?: SaveTarget) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  const running = useRef(false);
  const targetRef = useRef(target);
  targetRef.current = target;

  const save = useCallback(
    async <T>(call: () => ClientCall<T>, options: SaveOptions = {}): Promise<WriteResult<T>> => {
      if (running.current) return { error: BUSY, fields: {}, problems: [] };
      running.current = true;
      setBusy(true);
      setFailure("");
      const result = await settleAnswer(call());
      running.current = false;
      setBusy(false);
      if (!result.error) return result;
      const { ownFields = (fields: FieldErrors) => fields } = options;
      const rest = ownFields(result.fields);
      const unplaced = placeFieldErrors(rest, targetRef.current);
      const onFields = Object.keys(result.fields).length > 0 && unplaced.length === 0 && !options.keepMessage;
      const text = unplaced[0] ?? (onFields ? "" : failureText(result.error));
      if (options.show === "toast") {
        if (text) toast.error(text);
      } else setFailure(text);
      return result;
    },
    [],
  );

  return { busy, failure, setFailure, save };
}

/** The answer a save gets while the previous one still runs: nothing was sent. */
const BUSY = { status: 0, code: "BUSY", message: "", retryAfter: null } as const;
