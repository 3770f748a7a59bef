import { clientErrorResponse } from "./client-errors";

export type FetchLike = (input: Request) => Promise<Response>;

export interface ResilientFetchOptions {
  fetch: FetchLike;
  /** Whole-call budget in milliseconds: connection, headers and body. */
  timeoutMs: number;
}

// Statuses whose Response must be built without a body (the Response constructor throws otherwise).
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * Wraps fetch so a call always settles: a call that outlives `timeoutMs` resolves with a TIMEOUT error
 * response and a failed connection with a NETWORK one, instead of hanging or throwing. The body is read
 * inside the same budget because a server can send headers and then stall. Only an abort requested by
 * the caller's own signal still rejects, as with plain fetch, so cancelled effects can be ignored.
 */
export function createResilientFetch({ fetch, timeoutMs }: ResilientFetchOptions): FetchLike {
  if (!(timeoutMs > 0)) throw new RangeError(`timeoutMs must be a positive number, got ${timeoutMs}`);

  return async (request) => {
    const callerSignal = request.signal;
    callerSignal.throwIfAborted();

    const controller = new AbortController();
    const abortFromCaller = () => controller.abort(callerSignal.reason);
    callerSignal.addEventListener("abort", abortFromCaller, { once: true });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
    });

    const attempt = (async () => {
      const response = await fetch(new Request(request, { signal: controller.signal }));
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    })();

    try {
      const outcome = await Promise.race([attempt, timedOut]);
      if (outcome !== "timeout") return outcome;
      // The underlying fetch may ignore the abort; its late result or rejection is dropped.
      attempt.catch(() => undefined);
      controller.abort(new DOMException("The request timed out.", "TimeoutError"));
      return clientErrorResponse("TIMEOUT");
    } catch (error) {
      if (callerSignal.aborted) throw error;
      return clientErrorResponse("NETWORK");
    } finally {
      clearTimeout(timer);
      callerSignal.removeEventListener("abort", abortFromCaller);
    }
  };
}
