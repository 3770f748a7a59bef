// Every route of spec §2. Pages load on demand (one chunk each) so the first render carries only the
// chrome and the page being opened. Declarative routes: react-router's data router would add 15 KB
// gzipped to the first render for loaders we do not use.
import { AppLayout } from "@henna/storefront/chrome/app-layout.tsx";
import { RequireLogin } from "@henna/storefront/session/require-login.tsx";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Route, Routes } from "react-router";

const Home = lazy(() => import("../features/home/home-page"));
const Listing = lazy(() => import("@henna/storefront/catalogue/listing-page.tsx"));
const ProductPage = lazy(() => import("../features/product/product-page"));
const Cart = lazy(() => import("../features/cart/cart-page"));
const Login = lazy(() => import("@henna/storefront/auth/login-page.tsx"));
const Register = lazy(() => import("@henna/storefront/auth/register-page.tsx"));
const Reset = lazy(() => import("@henna/storefront/auth/reset-page.tsx"));
const DemoShop = lazy(() => import("../features/demo-shop/demo-shop-page"));
const ProductSingle = lazy(() => import("../features/demo-shop/product-single-page"));
const Account = lazy(() => import("../features/account/account-page"));
const Placeholder = lazy(() => import("../features/placeholder/placeholder-page"));
const NotFound = lazy(() => import("./not-found-page"));

function guarded(Page: LazyExoticComponent<ComponentType>) {
  return (
    <RequireLogin>
      <Page />
    </RequireLogin>
  );
}

/** Routes the next issues fill (checkout, account, academy, content pages). */
const PLACEHOLDER_PATHS = [
  "/invoice",
  "/course",
  "/admission-form",
  "/admission-form-step-2",
  "/contact",
  "/about",
  "/centers",
  "/enquiry-form",
  "/privacy-policy",
  "/refund-policy",
  "/terms-and-conditions",
  "/shipping-and-delivery",
  "/rules-and-regulations",
];

const GUARDED_PLACEHOLDER_PATHS = [
  "/checkout",
  "/payment-success/:orderId",
  "/payment-failed/:orderId",
  "/payment-successad/:receiptId",
  "/payment-failedad/:receiptId",
  "/track/:id",
];

export function ShopRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Home />} />
        <Route path="/products" element={<Listing />} />
        <Route path="/product" element={<Listing />} />
        <Route path="/product/:encodedTitle/:encodedProductId" element={<ProductPage />} />
        <Route path="/category-detail/:category" element={<Listing />} />
        <Route path="/cart" element={<Cart />} />
        <Route path="/login" element={<Login />} />
        <Route path="/register" element={<Register />} />
        <Route path="/reset" element={<Reset />} />
        <Route path="/my-account" element={guarded(Account)} />
        <Route path="/demo-shop" element={<DemoShop />} />
        <Route path="/product-single-page" element={<ProductSingle />} />
        {PLACEHOLDER_PATHS.map((path) => (
          <Route key={path} path={path} element={<Placeholder />} />
        ))}
        {GUARDED_PLACEHOLDER_PATHS.map((path) => (
          <Route key={path} path={path} element={guarded(Placeholder)} />
        ))}
        {/* Spec §2: /{category name} lists that category; named routes above always win. */}
        <Route path="/:category" element={<Listing />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
