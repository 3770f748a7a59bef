import { DEFAULT_TIMEOUT_MS } from "@henna/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAdminServices, LONG_CALL_MS } from "./admin-client";
import { createStaffTokens } from "./staff-tokens";

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const PAIR = { accessToken: "access-2", refreshToken: "refresh-2", expiresIn: 900, staff: {} };

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

describe("the back office's client", () => {
  it("sends the staff token and the store id, and keeps the tokens in sessionStorage only", async () => {
    const seen: Request[] = [];
    const tokens = createStaffTokens();
    tokens.setTokens({ accessToken: "access-1", refreshToken: "refresh-1" });
    const { client } = createAdminServices({
      tokens,
      mainId: "demo-store",
      fetch: async (request) => {
        seen.push(request);
        return json({ count: 0 });
      },
    });
    await client.GET("/admin/orders/new-count");
    expect(seen[0]?.headers.get("authorization")).toBe("Bearer access-1");
    expect(seen[0]?.headers.get("x-main-id")).toBe("demo-store");
    expect(sessionStorage.getItem("henna.admin.accessToken")).toBe("access-1");
    expect(localStorage.length).toBe(0);
  });

  it("refreshes once for concurrent 401s through /admin/auth/refresh and retries each call", async () => {
    const tokens = createStaffTokens();
    tokens.setTokens({ accessToken: "old", refreshToken: "refresh-1" });
    const refreshes: string[] = [];
    const { client } = createAdminServices({
      tokens,
      mainId: "demo-store",
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (path === "/api/admin/auth/refresh") {
          refreshes.push(await request.text());
          return json(PAIR);
        }
        if (request.headers.get("authorization") === "Bearer access-2") return json({ count: 4 });
        return json({ isError: true, code: "UNAUTHORIZED", message: "Expired" }, 401);
      },
    });
    const [a, b] = await Promise.all([
      client.GET("/admin/orders/new-count"),
      client.GET("/admin/orders/new-count"),
    ]);
    expect(a.data?.count).toBe(4);
    expect(b.data?.count).toBe(4);
    expect(refreshes).toEqual([JSON.stringify({ refreshToken: "refresh-1" })]);
    expect(tokens.getAccessToken()).toBe("access-2");
    expect(sessionStorage.getItem("henna.admin.refreshToken")).toBe("refresh-2");
  });

  it("ends the session when the refresh is refused", async () => {
    const tokens = createStaffTokens();
    tokens.setTokens({ accessToken: "old", refreshToken: "dead" });
    let ended = false;
    tokens.subscribe(() => {
      ended = tokens.getAccessToken() === null;
    });
    const { client } = createAdminServices({
      tokens,
      mainId: "demo-store",
      fetch: async () =>
        json({ isError: true, code: "INVALID_REFRESH_TOKEN", message: "Sign in again" }, 401),
    });
    const { error, response } = await client.GET("/admin/me");
    expect(response.status).toBe(401);
    expect(error).toBeDefined();
    expect(ended).toBe(true);
    expect(sessionStorage.getItem("henna.admin.accessToken")).toBeNull();
  });

  it("does not refresh on a failed sign-in", async () => {
    const paths: string[] = [];
    const { client } = createAdminServices({
      mainId: "demo-store",
      fetch: async (request) => {
        paths.push(new URL(request.url).pathname);
        return json({ isError: true, code: "INVALID_CREDENTIALS", message: "Wrong e-mail or password" }, 401);
      },
    });
    await client.POST("/admin/auth/login", { body: { email: "a@b.co", password: "x" } });
    expect(paths).toEqual(["/api/admin/auth/login"]);
  });

  it("gives up on a call after 15 s, and on a long one (Back up now) only after LONG_CALL_MS", async () => {
    vi.useFakeTimers();
    const tokens = createStaffTokens();
    tokens.setTokens({ accessToken: "access-1", refreshToken: "refresh-1" });
    // A server that is still working: no answer until the call is given up.
    const { client, longClient } = createAdminServices({ tokens, fetch: () => new Promise(() => undefined) });
    const settled: string[] = [];
    const short = client.POST("/admin/backups").then((r) => settled.push(`short ${r.error?.code}`));
    const long = longClient.POST("/admin/backups").then((r) => settled.push(`long ${r.error?.code}`));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await short;
    expect(settled).toEqual(["short TIMEOUT"]);
    await vi.advanceTimersByTimeAsync(LONG_CALL_MS - DEFAULT_TIMEOUT_MS);
    await long;
    expect(settled).toEqual(["short TIMEOUT", "long TIMEOUT"]);
  });
});
