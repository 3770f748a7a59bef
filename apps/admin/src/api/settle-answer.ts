// The one place the back office settles a call of the generated client: the data, or the failure (in
// the shared offline-aware form) with the server's per-field problems (400 VALIDATION_FAILED's
// `errors[]`), keyed by the field's path without its `body.` part: `body.variations.0.salePrice` ->
// `variations.0.salePrice`. Reads (useApi) and writes (ui/form useSave) both go through it.
import { type ApiFailure, settle } from "@henna/storefront/api/api-result.ts";

export type FieldErrors = Record<string, string>;

export type WriteResult<T> =
  | { data: T; error?: undefined; fields?: undefined }
  | { data?: undefined; error: ApiFailure; fields: FieldErrors; problems: FieldProblem[] };

/** One of the server's problems, its field's path without `body.`. */
export interface FieldProblem {
  field: string;
  message: string;
}

export type ClientCall<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

/** Every problem of a refused write, in the server's order. */
export function problemsOf(error: unknown): FieldProblem[] {
  const list = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return (list as { field?: unknown; message?: unknown }[]).flatMap((item) =>
    typeof item.field === "string" && typeof item.message === "string"
      ? [{ field: item.field.replace(/^body\.?/, "") || "_", message: item.message }]
      : [],
  );
}

/** The first problem of each field. */
export function fieldErrorsOf(problems: readonly FieldProblem[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const { field, message } of problems) fields[field] ??= message;
  return fields;
}

/** Never throws for a failed call. */
export async function settleAnswer<T>(call: ClientCall<T>): Promise<WriteResult<T>> {
  let body: unknown;
  const result = await settle(
    call.then((outcome) => {
      body = outcome.error;
      return outcome;
    }),
  );
  if (!result.error) return { data: result.data };
  const problems = problemsOf(body);
  return { error: result.error, fields: fieldErrorsOf(problems), problems };
}
