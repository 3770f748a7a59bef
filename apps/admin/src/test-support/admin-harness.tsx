// The back office rendered at a route with fetch mocked at the component level: each test says what
// the server answers per "METHOD /path" (the API's path, without /api), and reads what was asked.
import type { components } from "@henna/api";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { createAdminServices } from "../api/admin-client";
import { createStaffTokens } from "../api/staff-tokens";
import { AdminApp } from "../app/admin-app";

export type StaffMember = components["schemas"]["StaffMember"];

export const OWNER: StaffMember = {
  id: 1,
  email: "owner@example.com",
  name: "Asha",
  role: "owner",
  hasPassword: true,
  createdAt: "2026-11-01T10:00:00.000Z",
};

export const STAFF: StaffMember = {
  ...OWNER,
  id: 2,
  email: "staff@example.com",
  name: "Ravi",
  role: "staff",
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export function apiError(
  status: number,
  code: string,
  message: string,
  errors: { field: string; message: string }[] = [],
) {
  return json({ isError: true, success: false, code, message, msg: message, errors }, status);
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: string;
  /** Which client of AdminServices sent it: the usual 15 s one, or the long one (longClient). */
  budget: "usual" | "long";
}

export type Answer = Response | ((call: Call) => Response | Promise<Response>);

export interface AdminHarnessOptions {
  /** Signed in as this member (tokens in sessionStorage), or signed out with null. */
  as?: StaffMember | null;
  answers?: Record<string, Answer>;
}

/** Answers the layout's own reads (me, store name, badge) unless the test says otherwise. */
function defaults(as: StaffMember | null): Record<string, Answer> {
  return {
    "GET /admin/me": () => (as ? json({ data: as }) : apiError(401, "UNAUTHORIZED", "Sign in")),
    "GET /register/single/demo-store": () =>
      json({
        users: {
          profilePic: "",
          orignal_logoname: "Henna & Tea",
          tag_line: "",
          google_address: "",
          gstin: null,
          address: "",
          email: "",
          phone: "",
        },
      }),
    "GET /admin/orders/new-count": () => json({ count: 3 }),
    "POST /admin/orders/seen": () => json({ success: true, message: "Seen" }),
    "GET /admin/categories": () =>
      json({ categories: ["Henna", "Tea"], categoryTypes: ["Best Sellers", "Trending"] }),
  };
}

export function renderAdmin(path: string, options: AdminHarnessOptions = {}) {
  const as = options.as === undefined ? OWNER : options.as;
  const calls: Call[] = [];
  const answers = { ...defaults(as), ...options.answers };
  const fetchFor =
    (budget: Call["budget"]) =>
    async (request: Request): Promise<Response> => {
      const url = new URL(request.url);
      const apiPath = url.pathname.replace(/^\/api/, "");
      const call: Call = {
        method: request.method,
        path: apiPath,
        query: url.searchParams,
        headers: request.headers,
        body: request.body ? await request.text() : "",
        budget,
      };
      calls.push(call);
      const answer = answers[`${request.method} ${apiPath}`];
      if (!answer) return apiError(503, "NOT_AVAILABLE", `No answer for ${request.method} ${apiPath}`);
      return typeof answer === "function" ? answer(call) : answer.clone();
    };
  if (as) {
    sessionStorage.setItem("henna.admin.accessToken", "access-1");
    sessionStorage.setItem("henna.admin.refreshToken", "refresh-1");
  }
  const tokens = createStaffTokens();
  // The two clients get fetches of their own, so that a test can tell which one a call went through.
  const services = {
    ...createAdminServices({ fetch: fetchFor("usual"), tokens, mainId: "demo-store" }),
    longClient: createAdminServices({ fetch: fetchFor("long"), tokens, mainId: "demo-store" }).longClient,
  };
  const view = render(
    <MemoryRouter initialEntries={[`${path}`]}>
      <AdminApp services={services} />
    </MemoryRouter>,
  );
  const callsTo = (method: string, apiPath: string) =>
    calls.filter((call) => call.method === method && call.path === apiPath);
  return { ...view, calls, callsTo, tokens };
}
