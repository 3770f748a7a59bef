import type { ApiError, ApiErrorCode } from "./api-schemas";

/** Failures the client produces itself: the server never answered (in time). */
export type ClientErrorCode = Extract<ApiErrorCode, "TIMEOUT" | "NETWORK">;

export const CLIENT_ERROR_MESSAGES: Readonly<Record<ClientErrorCode, string>> = {
  TIMEOUT: "The server took too long to answer. Please try again.",
  NETWORK: "Could not reach the server. Please check your connection and try again.",
};

/**
 * Status of the synthetic responses. 599 is outside what the server sends, so `response.status`
 * alone already tells a client-side failure from a server answer.
 */
export const CLIENT_ERROR_STATUS = 599;

/** Header marking a synthetic response, so the middleware never treats it as the server's. */
export const CLIENT_ERROR_HEADER = "X-Client-Error";

export function clientError(code: ClientErrorCode): ApiError {
  const message = CLIENT_ERROR_MESSAGES[code];
  return { isError: true, success: false, code, message, msg: message };
}

/** A Response carrying a client error, so openapi-fetch hands it back as `{ error }`, not a throw. */
export function clientErrorResponse(code: ClientErrorCode): Response {
  return new Response(JSON.stringify(clientError(code)), {
    status: CLIENT_ERROR_STATUS,
    headers: { "Content-Type": "application/json", [CLIENT_ERROR_HEADER]: code },
  });
}
