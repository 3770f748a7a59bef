// Every route of spec §2. Pages load on demand (one chunk each) so the first render carries only the
// chrome and the page being opened. Declarative routes: react-router's data router would add 15 KB
// gzipped to the first render for loaders we do not use.
import { AppLayout } from "@henna/storefront/chrome/app-layout.tsx";
import { RequireLogin } from "@henna/storefront/session/require-login.tsx";
import { type LazyPage, lazyPage } from "@henna/storefront/ui/lazy-page.tsx";
import { routePages } from "@henna/storefront/ui/route-pages.ts";
import { Route, Routes } from "react-router";

const Home = lazyPage(
  () => import("../features/home/home-page"),
  () => import("../features/home/hi"),
);
const Listing = lazyPage(() => import("@henna/storefront/catalogue/listing-page.tsx"));
const ProductPage = lazyPage(
  () => import("../features/product/product-page"),
  () => import("../features/product/hi"),
);
const Cart = lazyPage(
  () => import("../features/cart/cart-page"),
  () => import("../features/cart/hi"),
);
const Login = lazyPage(
  () => import("@henna/storefront/auth/login-page.tsx"),
  () => import("@henna/storefront/auth/hi.ts"),
);
const Register = lazyPage(
  () => import("@henna/storefront/auth/register-page.tsx"),
  () => import("@henna/storefront/auth/hi.ts"),
);
const Reset = lazyPage(
  () => import("@henna/storefront/auth/reset-page.tsx"),
  () => import("@henna/storefront/auth/hi.ts"),
);
const DemoShop = lazyPage(
  () => import("../features/demo-shop/demo-shop-page"),
  () => import("../features/demo-shop/hi"),
);
const ProductSingle = lazyPage(
  () => import("../features/demo-shop/product-single-page"),
  () => import("../features/demo-shop/hi"),
);
const Account = lazyPage(
  () => import("../features/account/account-page"),
  () => import("../features/account/hi"),
);
const Track = lazyPage(
  () => import("../features/track/track-page"),
  () => import("../features/track/hi"),
);
const Invoice = lazyPage(
  () => import("../features/invoice/invoice-page"),
  () => import("../features/invoice/hi"),
);
const Contact = lazyPage(
  () => import("../features/contact/contact-page"),
  () => import("../features/contact/hi"),
);
const Enquiry = lazyPage(
  () => import("../features/enquiry/enquiry-page"),
  () => import("../features/enquiry/hi"),
);
const About = lazyPage(
  () => import("../features/about/about-page"),
  () => import("../features/about/hi"),
);
const Centers = lazyPage(
  () => import("@henna/storefront/content/centers-page.tsx"),
  () => import("@henna/storefront/content/hi.ts"),
);
const PrivacyPolicy = lazyPage(
  () => import("@henna/storefront/content/privacy-policy-page.tsx"),
  () => import("@henna/storefront/content/hi.ts"),
);
const RefundPolicy = lazyPage(
  () => import("@henna/storefront/content/refund-policy-page.tsx"),
  () => import("@henna/storefront/content/hi.ts"),
);
const Terms = lazyPage(
  () => import("@henna/storefront/content/terms-page.tsx"),
  () => import("@henna/storefront/content/hi.ts"),
);
const ShippingDelivery = lazyPage(
  () => import("@henna/storefront/content/shipping-page.tsx"),
  () => import("@henna/storefront/content/hi.ts"),
);
const RulesAndRegulations = lazyPage(
  () => import("@henna/storefront/content/rules-and-regulations-page.tsx"),
  () => import("@henna/storefront/content/hi.ts"),
);
const Checkout = lazyPage(
  () => import("@henna/storefront/checkout/checkout-page.tsx"),
  () => import("@henna/storefront/checkout/hi.ts"),
);
const OrderSuccess = lazyPage(
  () => import("@henna/storefront/payment-result/order-success-page.tsx"),
  () => import("@henna/storefront/payment-result/hi.ts"),
);
const OrderFailed = lazyPage(
  () => import("@henna/storefront/payment-result/order-failed-page.tsx"),
  () => import("@henna/storefront/payment-result/hi.ts"),
);
const NotFound = lazyPage(() => import("./not-found-page"));
// The academy's paths, reached here only by a navigation inside the shop (a login's return path).
const CrossAppPage = lazyPage(() => import("@henna/storefront/academy/cross-app-page.tsx"));

function guarded(Page: LazyPage) {
  return (
    <RequireLogin>
      <Page />
    </RequireLogin>
  );
}

/** The academy app's routes (@henna/domain/app-routes): the server answers them with the academy. */
const ACADEMY_PATHS = [
  "/course",
  "/admission-form",
  "/admission-form-step-2",
  "/payment-successad/:receiptId",
  "/payment-failedad/:receiptId",
];

const ROUTES = (
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
    <Route path="/track/:id" element={guarded(Track)} />
    {/* Guarded too: an invoice is only ever the logged-in customer's own (the spec leaves it open). */}
    <Route path="/invoice" element={guarded(Invoice)} />
    <Route path="/checkout" element={guarded(Checkout)} />
    <Route path="/payment-success/:orderId" element={guarded(OrderSuccess)} />
    <Route path="/payment-failed/:orderId" element={guarded(OrderFailed)} />
    <Route path="/demo-shop" element={<DemoShop />} />
    <Route path="/product-single-page" element={<ProductSingle />} />
    <Route path="/contact" element={<Contact />} />
    <Route path="/enquiry-form" element={<Enquiry />} />
    <Route path="/about" element={<About />} />
    <Route path="/centers" element={<Centers />} />
    <Route path="/privacy-policy" element={<PrivacyPolicy />} />
    <Route path="/refund-policy" element={<RefundPolicy />} />
    <Route path="/terms-and-conditions" element={<Terms />} />
    <Route path="/shipping-and-delivery" element={<ShippingDelivery />} />
    <Route path="/rules-and-regulations" element={<RulesAndRegulations />} />
    {/* The academy's paths (a login's return path may lead to one): a full page load opens the academy. */}
    {ACADEMY_PATHS.map((path) => (
      <Route key={path} path={path} element={<CrossAppPage />} />
    ))}
    {/* Spec §2: /{category name} lists that category; named routes above always win. */}
    <Route path="/:category" element={<Listing />} />
    <Route path="*" element={<NotFound />} />
  </Route>
);

export function ShopRoutes() {
  return <Routes>{ROUTES}</Routes>;
}

/**
 * The page at a path (guarded pages excepted: they may not render): its code, so the first render shows
 * it without a loading fallback, and its own Hindi texts, so a Hindi page's first render is in Hindi.
 */
export const { preload: preloadPage, pageTexts } = routePages(ROUTES);
