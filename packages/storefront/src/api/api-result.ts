// The one place where openapi-fetch's `{data, error}` is branched on. Features get either the data or
// an ApiFailure carrying the server's human message (or the client's own for timeouts and network).
// A failure keeps its English text (the catalogue's id; it may be rendered on the server and read in
// the browser); failureText says it in the reader's language where it is shown.
import type { ApiError } from "@henna/api";
import { SOMETHING_WENT_WRONG } from "@henna/domain/fallback-message";
import { t } from "../i18n/i18n";
import { offlineText } from "../offline/offline-texts";
import { isOnline } from "../offline/online-status";

export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  /** Seconds to wait, from Retry-After on a 429. */
  retryAfter: number | null;
}

export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiFailure };

interface FetchOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function isApiError(value: unknown): value is ApiError {
  // A thrown Error also has a message, but it is not for shoppers: only the contract's error shape is.
  return typeof value === "object" && value !== null && "message" in value && "code" in value;
}

export function toFailure(error: unknown, response: Response | undefined): ApiFailure {
  const status = response?.status ?? 0;
  const retry = Number(response?.headers.get("retry-after"));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : null;
  if (isApiError(error)) {
    const message = error.message || error.msg || SOMETHING_WENT_WRONG;
    return { status, code: error.code, message, retryAfter };
  }
  return { status, code: "UNKNOWN", message: SOMETHING_WENT_WRONG, retryAfter };
}

/** Awaits a generated-client call and turns it into an ApiResult; never throws for a failed call. */
export async function settle<T>(call: Promise<FetchOutcome<T>>): Promise<ApiResult<T>> {
  try {
    const { data, error, response } = await call;
    if (error !== undefined || data === undefined) return { error: whileOffline(toFailure(error, response)) };
    return { data };
  } catch (cause) {
    return { error: whileOffline(toFailure(cause, undefined)) };
  }
}

/**
 * A call that could not reach the server while the browser has no connection says so, and that nothing
 * the reader entered is lost (the client turns a failed connection into a NETWORK error).
 */
function whileOffline(failure: ApiFailure): ApiFailure {
  return !isOnline() && (failure.code === "NETWORK" || failure.status === 0) ? offlineFailure() : failure;
}

/** The failure of a call made without a connection. */
export function offlineFailure(): ApiFailure {
  return { status: 0, code: "OFFLINE", message: offlineText("actionNeedsConnection"), retryAfter: null };
}

/**
 * A failure's text in the reader's language; a 429's with the wait, e.g. "Too many attempts. Please try
 * again in 2 minutes." (the server's own text is already in the reader's language, which t() keeps).
 */
export function failureText(failure: ApiFailure): string {
  const message = t(failure.message);
  if (failure.status !== 429) return message;
  const seconds = failure.retryAfter;
  if (!seconds) {
    // The server's own RATE_LIMITED text already asks the reader to wait; another 429 may not.
    if (failure.code === "RATE_LIMITED" && message) return message;
    return t("{message} Please wait a moment and try again.", { message }).trim();
  }
  const wait =
    seconds >= 90
      ? t("{count} minutes", { count: Math.ceil(seconds / 60) })
      : t("{count} seconds", { count: seconds });
  return t("Too many attempts. Please try again in {wait}.", { wait });
}
