// What the worker keeps: public catalogue reads and pictures, pages that are not one person's, and
// never the account, the server cart, payments or the back office.
import { appForPath } from "@henna/domain/app-routes";
import { describe, expect, it } from "vitest";
import {
  isAppAsset,
  isCatalogueRead,
  isHandledNavigation,
  isKeepable,
  isKeptPage,
  isPicture,
  SHELLS,
  shellFor,
} from "./cache-rules";

const ORIGIN = "https://shop.example.in";
const get = (path: string, authorized = false, method = "GET") => ({
  url: new URL(path, ORIGIN),
  method,
  origin: ORIGIN,
  authorized,
});

describe("catalogue reads", () => {
  it.each([
    "/api/grouped-product/search-all-products/demo-store?page=1&limit=10",
    "/api/grouped-product/single/42",
    "/api/category/getdata/category/demo-store",
    "/api/slider/all/demo-store",
    "/api/newarrival/all/demo-store",
    "/api/meta/demo-store",
    "/api/button/demo-store",
    "/api/class-level/all",
    "/api/delivery-price/demo-store",
  ])("keeps %s", (path) => {
    expect(isCatalogueRead(get(path))).toBe(true);
  });

  it.each([
    "/api/cart/17",
    "/api/address/17",
    "/api/payment/17",
    "/api/payment/order/ORD-1/invoice",
    "/api/registeruser/single/17",
    "/api/admission/single/17",
    "/api/admin/orders",
    "/api/admin/products",
    "/api/coupon/check/WELCOME10",
    "/api/dev/outbox",
  ])("never keeps %s", (path) => {
    expect(isCatalogueRead(get(path))).toBe(false);
  });

  it("keeps nothing a signed-in reader asked for, no write and nothing of another origin", () => {
    expect(isCatalogueRead(get("/api/slider/all/demo-store", true))).toBe(false);
    expect(isCatalogueRead(get("/api/slider/all/demo-store", false, "POST"))).toBe(false);
    expect(isCatalogueRead({ ...get("/api/slider/all/demo-store"), origin: "https://other.example" })).toBe(
      false,
    );
  });
});

describe("pictures", () => {
  it("keeps the store's pictures, not the back office's nor another site's", () => {
    expect(isPicture(get("/images/products/cone.webp"), "")).toBe(true);
    expect(isPicture(get("/icons/icon-192.png"), "image")).toBe(true);
    expect(isPicture(get("/admin/assets/logo.png"), "image")).toBe(false);
    expect(isPicture({ ...get("/images/a.webp"), origin: "https://cdn.example" }, "image")).toBe(false);
  });
});

describe("app assets", () => {
  it("keeps the shop's and the academy's hashed files, not the back office's or unhashed ones", () => {
    expect(isAppAsset(get("/assets/index.esm-Zz9_yY8x.js"))).toBe(true);
    expect(isAppAsset(get("/academy/assets/hindi-CzwZ__BS.js"))).toBe(true);
    expect(isAppAsset(get("/admin/assets/index-AbCd1234.js"))).toBe(false);
    expect(isAppAsset(get("/sw.js"))).toBe(false);
    expect(isAppAsset(get("/academy/sw-precache.js"))).toBe(false);
  });
});

describe("pages", () => {
  it.each(["/", "/products", "/product/Bridal%20Cone/42", "/about", "/course", "/admission-form", "/cart"])(
    "keeps the page %s",
    (path) => {
      expect(isKeptPage(new URL(path, ORIGIN), ORIGIN)).toBe(true);
    },
  );

  it.each([
    "/checkout",
    "/my-account",
    "/track/ORD-1",
    "/invoice",
    "/login",
    "/register",
    "/reset",
    "/payment-success/ORD-1",
    "/payment-failedad/R-1",
    "/admin",
    "/admin/orders",
    "/api/health",
  ])("never keeps the page %s", (path) => {
    expect(isKeptPage(new URL(path, ORIGIN), ORIGIN)).toBe(false);
  });

  it("leaves the back office's and the API's navigations alone", () => {
    expect(isHandledNavigation(new URL("/admin/orders", ORIGIN), ORIGIN)).toBe(false);
    expect(isHandledNavigation(new URL("/api/docs", ORIGIN), ORIGIN)).toBe(false);
    expect(isHandledNavigation(new URL("/checkout", ORIGIN), ORIGIN)).toBe(true);
  });

  it("opens an unseen page in its own app's shell", () => {
    const academy = (path: string) => appForPath(path) === "academy";
    expect(shellFor("/admission-form", academy)).toBe(SHELLS.academy);
    expect(shellFor("/product/x/1", academy)).toBe(SHELLS.shop);
  });

  it("keeps only whole, successful answers", () => {
    expect(isKeepable(new Response("ok", { status: 200 }))).toBe(true);
    expect(isKeepable(new Response("", { status: 404 }))).toBe(false);
    expect(isKeepable(new Response("", { status: 206 }))).toBe(false);
  });
});
