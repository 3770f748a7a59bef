// A write's answer with the server's per-field problems (400 VALIDATION_FAILED's `errors[]`), keyed by
// the field's path without its `body.` part: `body.variations.0.salePrice` -> `variations.0.salePrice`.
import { type ApiFailure, toFailure } from "@henna/storefront/api/api-result.ts";

export type FieldErrors = Record<string, string>;

export type WriteResult<T> =
  | { data: T; error?: undefined; fields?: undefined }
  | { data?: undefined; error: ApiFailure; fields: FieldErrors };

export function fieldErrorsOf(error: unknown): FieldErrors {
  const list = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return {};
  const fields: FieldErrors = {};
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field !== "string" || typeof item.message !== "string") continue;
    const key = item.field.replace(/^body\.?/, "") || "_";
    fields[key] ??= item.message;
  }
  return fields;
}

export async function settleWrite<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<WriteResult<T>> {
  try {
    const { data, error, response } = await call;
    if (error !== undefined || data === undefined) {
      return { error: toFailure(error, response), fields: fieldErrorsOf(error) };
    }
    return { data };
  } catch (cause) {
    return { error: toFailure(cause, undefined), fields: {} };
  }
}
