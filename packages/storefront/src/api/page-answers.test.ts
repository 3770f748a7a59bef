import { createMemoryTokenStore, createStoreClient } from "@henna/api";
import { describe, expect, it, vi } from "vitest";
import { answeringFromPage, PAGE_ANSWERS_ID, PAGE_ANSWERS_TTL_MS, readPageAnswers } from "./page-answers";

const ORIGIN = "http://shop.test";
const MARQUEE = { isError: false, data: [{ heading: "Free delivery" }] };

function network() {
  return vi.fn(async (_request: Request) => Response.json({ isError: false, data: [{ heading: "Live" }] }));
}

describe("answeringFromPage", () => {
  it("answers the first GET of a page answer from the page, and the next from the network", async () => {
    const next = network();
    const fetch = answeringFromPage(new Map([["/api/marquee/all/s1", MARQUEE]]), next, { origin: ORIGIN });
    const first = await fetch(new Request(`${ORIGIN}/api/marquee/all/s1`));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(MARQUEE);
    expect(next).not.toHaveBeenCalled();
    await fetch(new Request(`${ORIGIN}/api/marquee/all/s1`));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("answers in a task of its own, not within the task that asked (a macrotask, like the network)", async () => {
    const fetch = answeringFromPage(new Map([["/api/marquee/all/s1", MARQUEE]]), network(), {
      origin: ORIGIN,
    });
    let answered = false;
    void fetch(new Request(`${ORIGIN}/api/marquee/all/s1`)).then(() => {
      answered = true;
    });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(answered).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.resolve();
    expect(answered).toBe(true);
  });

  it.each([
    ["another query string", new Request(`${ORIGIN}/api/marquee/all/s1?page=2`)],
    ["another path", new Request(`${ORIGIN}/api/marquee/all/s2`)],
    ["another origin", new Request("http://elsewhere.test/api/marquee/all/s1")],
    ["a POST", new Request(`${ORIGIN}/api/marquee/all/s1`, { method: "POST", body: "{}" })],
  ])("sends %s to the network", async (_, request) => {
    const next = network();
    const fetch = answeringFromPage(new Map([["/api/marquee/all/s1", MARQUEE]]), next, { origin: ORIGIN });
    await fetch(request);
    expect(next).toHaveBeenCalledWith(request);
  });

  it("sends a read first made after the page load's window to the network, for current data", async () => {
    let now = 1_000;
    const next = network();
    const fetch = answeringFromPage(new Map([["/api/marquee/all/s1", MARQUEE]]), next, {
      origin: ORIGIN,
      now: () => now,
    });
    now += PAGE_ANSWERS_TTL_MS + 1;
    const response = await fetch(new Request(`${ORIGIN}/api/marquee/all/s1`));
    expect(await response.json()).toEqual({ isError: false, data: [{ heading: "Live" }] });
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("serves the generated client's own request (headers, signal and all)", async () => {
    const next = network();
    const clients = createStoreClient({
      baseUrl: `${ORIGIN}/api`,
      mainId: "s1",
      tokens: createMemoryTokenStore(),
      fetch: answeringFromPage(new Map([["/api/marquee/all/s1", MARQUEE]]), next, { origin: ORIGIN }),
    });
    const { data } = await clients.store.GET("/marquee/all/{storeId}", {
      params: { path: { storeId: "s1" } },
    });
    expect(data).toEqual(MARQUEE);
    expect(next).not.toHaveBeenCalled();
  });
});

describe("readPageAnswers", () => {
  function page(html: string): Document {
    const doc = document.implementation.createHTMLDocument("page");
    doc.body.innerHTML = html;
    return doc;
  }

  it("reads the server's data block", () => {
    const doc = page(
      `<script type="application/json" id="${PAGE_ANSWERS_ID}">{"/api/a":{"x":"\\u003c/script>"}}</script>`,
    );
    expect(readPageAnswers(doc)).toEqual(new Map([["/api/a", { x: "</script>" }]]));
  });

  it.each([
    ["no block", ""],
    ["a broken block", `<script type="application/json" id="${PAGE_ANSWERS_ID}">{"/api/a":</script>`],
    [
      "a block that is not an object",
      `<script type="application/json" id="${PAGE_ANSWERS_ID}">null</script>`,
    ],
  ])("has no answers with %s", (_, html) => {
    expect(readPageAnswers(page(html)).size).toBe(0);
  });
});
