// A page's own head for search engines and link previews, and whether the page exists at all:
// - the title and description of a product ("{product} | {store}", its short description cut to what
//   a result shows), a course and a category; the owner's own per-route metadata wins;
// - one canonical link (with only the query the page reads: no tracking or other parameters; a Hindi
//   page's is its ?lang=hi address) and the en, hi and x-default alternates;
// - Open Graph and Twitter tags, with the 1200x630 preview picture (og-image.ts);
// - JSON-LD (structured-data.ts);
// - 404 with noindex for an unknown or Inactive product, an unknown or Inactive category and any path
//   the shop has no route for; noindex everywhere when SEARCH_INDEXING is off.
import { productPricing } from "@henna/domain/product-pricing";
import { productPath } from "@henna/domain/product-route";
import { hindiUrl, searchDescription } from "@henna/domain/search-listing";
import { COURSES_CATEGORY, isActive, isCourse } from "@henna/domain/visibility";
import { escapeHtml } from "../document.js";
import type { PageLanguage } from "../page-language.js";
import type { ShopRoute } from "../page-preloads.js";
import { ogImagePath } from "./og-image.js";
import { categoryPath } from "./sitemap.js";
import { absoluteUrl, type StoreFacts } from "./store-facts.js";
import {
  breadcrumbData,
  courseData,
  jsonLdTag,
  type ProductAnswer,
  productData,
  storeData,
} from "./structured-data.js";

export interface HeadInput {
  path: string;
  route: ShopRoute;
  /** The first screen's API answers by URL, and the status of each read. */
  answers: Record<string, unknown>;
  statuses: Record<string, number>;
  origin: string;
  language: PageLanguage;
  indexing: boolean;
  facts: StoreFacts;
  /** The store's (or the owner's per-route) title and description, and whether the route has its own. */
  meta: { title: string; description: string };
  ownMeta: boolean;
}

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  tags: string[];
}

// The shop's routes that render in the browser only (apps/shop/src/app/routes.tsx): they exist.
const BROWSER_ROUTES = [
  // The academy's own folder (its app decides) and the built page's own name.
  /^\/academy(\/.*)?$/i,
  /^\/index\.html$/i,
  /^\/(login|register|reset|my-account|invoice|checkout|demo-shop|product-single-page|cart)$/i,
  /^\/(track|payment-success|payment-failed|payment-successad|payment-failedad)\/[^/]+$/i,
  /^\/(course|admission-form|admission-form-step-2)$/i,
];

const NOT_FOUND_TITLE: Record<PageLanguage, string> = { en: "Page not found", hi: "पेज नहीं मिला" };

function answerData<T>(answers: Record<string, unknown>, url: string | undefined): T | null {
  if (!url) return null;
  const answer = answers[url] as { data?: T } | undefined;
  return answer?.data ?? null;
}

/** The category a listing path names (its route text), or null for any other path. */
function categoryText(path: string): string | null {
  const segments = path.split("/").filter(Boolean);
  const raw =
    segments.length === 2 && segments[0]?.toLowerCase() === "category-detail"
      ? segments[1]
      : segments.length === 1
        ? segments[0]
        : undefined;
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

type Category = { category: string; name: string; status?: string };

interface Facts {
  status: 200 | 404;
  canonicalPath: string;
  title?: string;
  description?: string;
  type: "website" | "product";
  image: string;
  price?: number | null;
  data: string[];
}

function pageFacts(input: HeadInput, origin: string): Facts {
  const { route, path, answers, statuses, facts } = input;
  const clean = path.replace(/\/+$/, "") || "/";
  const plain: Facts = {
    status: 200,
    // The page's own query only (a search, a sort): never ?lang, tracking or any other parameter.
    canonicalPath: route.location ?? clean,
    type: "website",
    image: ogImagePath(null, facts),
    data: [],
  };
  const home = { name: facts.name, url: `${origin}/` };
  if (route.page === "product") {
    const read = route.reads.find((url) => url.includes("/grouped-product/single/"));
    const product = answerData<ProductAnswer>(answers, read);
    // A route that decodes to no product, a product the store does not have, or one not Active.
    const missing = !read || statuses[read] === 404 || statuses[read] === 400;
    if (!product) return missing ? { ...plain, status: 404 } : plain;
    if (!isActive(product)) return { ...plain, status: 404 };
    const canonicalPath = productPath(product.title, product.product_id);
    const url = `${origin}${canonicalPath}`;
    const description = searchDescription(product.short_description || product.description || "");
    const image = absoluteUrl(origin, product.image);
    const categories = answerData<Category[]>(
      answers,
      route.reads.find((u) => u.includes("/category/getdata/")),
    );
    const category = categories?.find((c) => c.category === product.category);
    const crumbs = [
      home,
      ...(category ? [{ name: category.name, url: `${origin}${categoryPath(category.category)}` }] : []),
      { name: product.title, url },
    ];
    const course = isCourse(product);
    return {
      status: 200,
      canonicalPath,
      title: `${product.title} | ${facts.name}`,
      ...(description ? { description } : {}),
      type: course ? "website" : "product",
      image: ogImagePath(product, facts),
      price: course ? null : productPricing(product).price,
      data: [
        jsonLdTag(
          course
            ? courseData(product, { url, origin, description, facts })
            : productData(product, { url, image, description, facts }),
        ),
        jsonLdTag(breadcrumbData(crumbs)),
      ],
    };
  }
  const text = route.page === "listing" ? categoryText(clean) : null;
  if (text !== null && !/^\/products?$/i.test(clean) && !BROWSER_ROUTES.some((known) => known.test(clean))) {
    const categories = answerData<Category[]>(
      answers,
      route.reads.find((u) => u.includes("/category/getdata/")),
    );
    const key = text.toLowerCase();
    const category = categories?.find(
      (c) => c.category.trim().toLowerCase() === key || c.name.trim().toLowerCase() === key,
    );
    // The categories answer lists only Active ones: a category not in it is unknown or Inactive. The
    // courses category lists nothing in the shop (courses are the academy's, at /course).
    const nothing = !category || (category.status && !isActive(category)) || key === COURSES_CATEGORY;
    if (categories && nothing) return { ...plain, status: 404 };
    if (!category) return plain;
    const canonicalPath = categoryPath(category.category);
    return {
      ...plain,
      canonicalPath,
      title: `${category.name} | ${facts.name}`,
      data: [jsonLdTag(breadcrumbData([home, { name: category.name, url: `${origin}${canonicalPath}` }]))],
    };
  }
  if (route.page === "home") {
    return {
      ...plain,
      data: [jsonLdTag(storeData(facts, { origin, logo: absoluteUrl(origin, facts.logo) }))],
    };
  }
  if (route.page === null && !BROWSER_ROUTES.some((known) => known.test(clean))) {
    return { ...plain, status: 404 };
  }
  return plain;
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
const property = (name: string, content: string) =>
  `<meta property="${name}" content="${escapeHtml(content)}" />`;
const link = (rel: string, href: string, extra = "") =>
  `<link rel="${rel}" href="${escapeHtml(href)}"${extra} />`;

export function pageHead(input: HeadInput): PageHead {
  const origin = input.origin;
  const page = pageFacts(input, origin);
  if (page.status === 404) {
    return {
      status: 404,
      title: `${NOT_FOUND_TITLE[input.language]} | ${input.facts.name}`,
      description: input.meta.description,
      tags: [meta("robots", "noindex")],
    };
  }
  const title = input.ownMeta ? input.meta.title : (page.title ?? input.meta.title);
  const description = input.ownMeta ? input.meta.description : (page.description ?? input.meta.description);
  // Each language's page is its own canonical (the Hindi one ?lang=hi, what its hreflang names):
  // a Hindi page pointing at the English one would tell search engines to drop it.
  const english = `${origin}${page.canonicalPath}`;
  const canonical = input.language === "hi" ? hindiUrl(english) : english;
  const image = `${origin}${page.image}`;
  return {
    status: 200,
    title,
    description,
    tags: [
      ...(input.indexing ? [] : [meta("robots", "noindex")]),
      link("canonical", canonical),
      link("alternate", english, ' hreflang="en"'),
      link("alternate", hindiUrl(english), ' hreflang="hi"'),
      link("alternate", english, ' hreflang="x-default"'),
      property("og:site_name", input.facts.name),
      property("og:type", page.type),
      property("og:title", title),
      ...(description ? [property("og:description", description)] : []),
      property("og:url", canonical),
      property("og:locale", input.language === "hi" ? "hi_IN" : "en_IN"),
      property("og:image", image),
      ...(page.type === "product" && page.price
        ? [property("product:price:amount", page.price.toFixed(2)), property("product:price:currency", "INR")]
        : []),
      // Twitter (X) reads the title, description and picture from the Open Graph tags.
      meta("twitter:card", "summary_large_image"),
      ...page.data,
    ],
  };
}
