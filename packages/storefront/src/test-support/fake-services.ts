// Services for tests: the real generated client over a fake fetch that answers by method and path.
import { createMemoryTokenStore, createStoreClient } from "@henna/api";
import type { Services } from "../api/browser-clients";

export type FakeRoute = (request: Request, body: unknown) => Response | Promise<Response>;

export interface FakeServer {
  services: Services;
  /** Every request the client sent, as "METHOD /path?query". */
  calls: string[];
  bodies: unknown[];
  on(method: string, path: string | RegExp, route: FakeRoute): void;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

export function createFakeServer(mainId = "demo-store"): FakeServer {
  const routes: Array<{ method: string; path: string | RegExp; route: FakeRoute }> = [];
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, "");
    calls.push(`${request.method} ${path}${url.search}`);
    const text = request.method === "GET" ? "" : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    bodies.push(body);
    const match = routes.find(
      (r) =>
        r.method === request.method && (typeof r.path === "string" ? r.path === path : r.path.test(path)),
    );
    if (!match)
      return json(
        { isError: true, success: false, code: "NOT_FOUND", message: "Not found", msg: "Not found" },
        404,
      );
    return match.route(request, body);
  };
  const tokens = createMemoryTokenStore();
  const clients = createStoreClient({ baseUrl: "http://test/api", mainId, tokens, fetch });
  return {
    services: { clients, tokens, mainId },
    calls,
    bodies,
    on(method, path, route) {
      routes.unshift({ method, path, route });
    },
  };
}
