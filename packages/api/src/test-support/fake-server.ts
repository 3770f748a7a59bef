// A scripted stand-in for fetch: records every request it receives and answers from a handler.
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeServer {
  fetch: (request: Request) => Promise<Response>;
  requests: RecordedRequest[];
  /** Requests whose path (after the host) ends with `suffix`. */
  to(suffix: string): RecordedRequest[];
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function apiError(status: number, code: string, message = code): Response {
  return json(status, { isError: true, success: false, code, message, msg: message });
}

export function createFakeServer(handler: FakeHandler): FakeServer {
  const requests: RecordedRequest[] = [];
  return {
    requests,
    to: (suffix) => requests.filter((r) => new URL(r.url).pathname.endsWith(suffix)),
    async fetch(request) {
      const recorded: RecordedRequest = {
        method: request.method,
        url: request.url,
        headers: new Headers(request.headers),
        body: await request.text(),
      };
      requests.push(recorded);
      return handler(recorded);
    },
  };
}
