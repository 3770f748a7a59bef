// Alt text (issue 35): every <img> the shop and the academy render says what it shows or is marked
// decorative, in the HTML the server sends (what a search engine reads) and in the page once the
// browser has taken it over (what a screen reader meets, pictures drawn later included).
import { productPath } from "@henna/domain/product-route";
import { describe, expect, it } from "vitest";
import { imageProblem, imageProblems } from "../harness/image-alt.js";
import { journey } from "../harness/journey.js";

describe("the alt-text rules", () => {
  it.each([
    [null, null, "has no alt"],
    ["", null, 'alt="" without role="presentation"'],
    ["", "presentation", null],
    ["IMG_1234", null, 'alt "IMG_1234" is a camera\'s file name'],
    ["organic-henna-cone.svg", null, 'alt "organic-henna-cone.svg" ends in a file extension'],
    ["organic-henna-cone", null, 'alt "organic-henna-cone" is words joined by - or _'],
    ["/images/logo.svg", null, 'alt "/images/logo.svg" ends in a file extension'],
    ["Organic Henna Cone (25 g), image 1 of 3", null, null],
    ["Mehendi & Chai", null, null],
    ["मेहंदी कोन", null, null],
  ])("alt %j role %j: %s", (alt, role, problem) => {
    expect(imageProblem(alt, role)).toBe(problem);
  });

  it("finds each image of a page that breaks them", () => {
    const html =
      '<img src="/a.svg" alt="A cone"><img src="/b.svg"><img alt="" src="/c.svg"><img role="presentation" alt="" src="/d.svg">';
    expect(imageProblems(html).map((p) => p.problem)).toEqual([
      "has no alt",
      'alt="" without role="presentation"',
    ]);
  });
});

interface Listing {
  data: Array<{ title: string; product_id: number; category: string }>;
}

journey(
  "image-alt",
  (j) => {
    async function pagePaths(): Promise<string[]> {
      const listing = (await (
        await fetch(j.url("/api/grouped-product/search-all-products/demo-store?page=1&limit=1"))
      ).json()) as Listing;
      const first = listing.data[0];
      if (!first) throw new Error("the demo store lists no product");
      const product = productPath(first.title, first.product_id);
      return [
        "/",
        "/products",
        product,
        `${product}?lang=hi`,
        `/category-detail/${first.category}`,
        "/course",
        "/about",
      ];
    }

    it("sends no image without a meaningful alt in the server's pages", async () => {
      const found: string[] = [];
      for (const path of await pagePaths()) {
        const res = await fetch(j.url(path));
        expect(res.status, path).toBe(200);
        const html = await res.text();
        // The server did render the page: a shell would pass with no image at all.
        expect(html, path).toMatch(/<h1[\s>]/);
        for (const { img, problem } of imageProblems(html)) found.push(`${path}: ${problem}: ${img}`);
      }
      expect(found).toEqual([]);
    });

    it("shows no image without a meaningful alt once the browser has the page", async () => {
      const found: string[] = [];
      for (const path of await pagePaths()) {
        await j.goto(path);
        // Pictures that wait for the first idle moment or for the reader to come near are drawn too.
        await j.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await j.page.waitForLoadState("networkidle");
        const html = await j.page.evaluate(() =>
          [...document.querySelectorAll("img")].map((img) => img.outerHTML).join("\n"),
        );
        for (const { img, problem } of imageProblems(html)) found.push(`${path}: ${problem}: ${img}`);
      }
      expect(found).toEqual([]);
    });
  },
  { viewports: ["phone"] },
);
