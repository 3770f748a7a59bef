// Hydration tests of a server-rendered page: the chrome's answers as the server writes them into the
// page, the page as the server sends it, and what the browser then logs and asks the network.
import { afterEach, beforeEach, vi } from "vitest";
import type { ServerRender, ServerRenderInput } from "../ssr/render-on-server";
import { SERVER_DATA_ID } from "../ssr/server-data-block";

const STORE = "demo-store";

/** The chrome's first-screen answers (apps/server's page-preloads.ts chromeReads), with one promo heading. */
export function chromeAnswers(heading: string): Record<string, unknown> {
  return {
    [`/api/marquee/all/${STORE}`]: { isError: false, data: [{ heading }] },
    [`/api/register/single/${STORE}`]: { isError: false, users: null },
    [`/api/button/${STORE}`]: { isError: false, data: [] },
  };
}

/** An app's server render written into the document's root with its data block, at its URL. */
export async function serverPage(
  render: (input: ServerRenderInput) => Promise<ServerRender>,
  url: string,
  answers: Record<string, unknown>,
): Promise<HTMLElement> {
  const page = await render({ url, mainId: STORE, answers });
  window.history.replaceState(null, "", url);
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_DATA_ID}">${JSON.stringify(page.serverData)}</script>`;
  return document.getElementById("root") as HTMLElement;
}

/**
 * For the tests of the describe it is called in: the console errors logged and the paths the page asked
 * the network for (answered by `answer`, else 404), reset before each test.
 */
export function watchBrowser(answer: (path: string) => Response | null = () => null) {
  const watched = { errors: [] as unknown[][], requested: [] as string[] };
  beforeEach(() => {
    watched.errors.length = 0;
    watched.requested.length = 0;
    vi.spyOn(console, "error").mockImplementation((...args) => {
      watched.errors.push(args);
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        watched.requested.push(path);
        return answer(path) ?? Response.json({ isError: true, message: "Not found" }, { status: 404 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });
  return watched;
}
