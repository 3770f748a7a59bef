// Every route of spec §2. Pages load on demand (one chunk each) so the first render carries only the
// chrome and the page being opened. Declarative routes: react-router's data router would add 15 KB
// gzipped to the first render for loaders we do not use.
import { AppLayout } from "@henna/storefront/chrome/app-layout.tsx";
import { RequireLogin } from "@henna/storefront/session/require-login.tsx";
import { type LazyPage, lazyPage } from "@henna/storefront/ui/lazy-page.tsx";
import { createRoutesFromElements, matchRoutes, Route, Routes } from "react-router";

const Home = lazyPage(() => import("../features/home/home-page"));
const Listing = lazyPage(() => import("@henna/storefront/catalogue/listing-page.tsx"));
const ProductPage = lazyPage(() => import("../features/product/product-page"));
const Cart = lazyPage(() => import("../features/cart/cart-page"));
const Login = lazyPage(() => import("@henna/storefront/auth/login-page.tsx"));
const Register = lazyPage(() => import("@henna/storefront/auth/register-page.tsx"));
const Reset = lazyPage(() => import("@henna/storefront/auth/reset-page.tsx"));
const DemoShop = lazyPage(() => import("../features/demo-shop/demo-shop-page"));
const ProductSingle = lazyPage(() => import("../features/demo-shop/product-single-page"));
const Account = lazyPage(() => import("../features/account/account-page"));
const Track = lazyPage(() => import("../features/track/track-page"));
const Invoice = lazyPage(() => import("../features/invoice/invoice-page"));
const Contact = lazyPage(() => import("../features/contact/contact-page"));
const Enquiry = lazyPage(() => import("../features/enquiry/enquiry-page"));
const About = lazyPage(() => import("../features/about/about-page"));
const Centers = lazyPage(() => import("@henna/storefront/content/centers-page.tsx"));
const PrivacyPolicy = lazyPage(() => import("@henna/storefront/content/privacy-policy-page.tsx"));
const RefundPolicy = lazyPage(() => import("@henna/storefront/content/refund-policy-page.tsx"));
const Terms = lazyPage(() => import("@henna/storefront/content/terms-page.tsx"));
const ShippingDelivery = lazyPage(() => import("@henna/storefront/content/shipping-page.tsx"));
const RulesAndRegulations = lazyPage(
  () => import("@henna/storefront/content/rules-and-regulations-page.tsx"),
);
const Checkout = lazyPage(() => import("@henna/storefront/checkout/checkout-page.tsx"));
const OrderSuccess = lazyPage(() => import("@henna/storefront/payment-result/order-success-page.tsx"));
const OrderFailed = lazyPage(() => import("@henna/storefront/payment-result/order-failed-page.tsx"));
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
 * Loads the code of the page at `pathname` (guarded pages excepted: they may not render), so the first
 * render shows it without a loading fallback.
 */
export function preloadPage(pathname: string): Promise<void> {
  const leaf = matchRoutes(createRoutesFromElements(ROUTES), pathname)?.at(-1)?.route.element;
  const page = (leaf as { type?: Partial<LazyPage> } | null | undefined)?.type;
  return page?.preload ? page.preload() : Promise.resolve();
}
