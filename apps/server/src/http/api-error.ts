import { type FieldError, summaryMessage } from "./field-messages.js";

export type { FieldError } from "./field-messages.js";

// Every failure a client can cause is an ApiError: it carries the HTTP status, a machine-readable code
// and the message the shop shows. The error handler turns it into the contract's error body.

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 400 with every field problem, summed up in words by the first one. */
export const invalid = (errors: FieldError[]) => badRequest(summaryMessage(errors), errors);
export const badRequest = (message: string, errors: FieldError[] = [], code = "VALIDATION_FAILED") =>
  new ApiError(400, code, message, errors);
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";
export const unauthorized = (message = "Please log in to continue.") =>
  new ApiError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "You are not allowed to do that.") =>
  new ApiError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found") => new ApiError(404, "NOT_FOUND", message);
export const conflict = (message: string, code: string) => new ApiError(409, code, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, "RATE_LIMITED", "Too many attempts. Please wait a moment and try again.", [], {
    "retry-after": String(retryAfterSeconds),
  });

/** The contract's error body: `msg` and `message` both, since the spec's browser reads either. */
export function errorBody(code: string, message: string, errors: FieldError[] = [], requestId?: string) {
  return {
    isError: true,
    success: false,
    code,
    message,
    msg: message,
    ...(errors.length > 0 ? { errors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
