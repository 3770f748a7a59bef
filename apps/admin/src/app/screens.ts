// Every screen of the back office (under /admin), in the menu's order: its path, its page (loaded on
// demand, so the sign-in page carries only itself and the session), who may open it, its menu label
// and its title. The routes (routes.tsx), the menu (admin-layout.tsx) and document.title all come from
// here, so a new screen is one row.
import { lazyPage } from "@henna/storefront/ui/lazy-page.tsx";
import type { ComponentType } from "react";
import type { Params } from "react-router";

export interface Screen {
  path: string;
  page: ComponentType;
  /** The document's title, before " · Back office" (a print's title is the whole title). */
  title: string | ((params: Readonly<Params>) => string);
  /** Only owners open it and see it in the menu. */
  ownerOnly?: boolean;
  /** Its link in the menu; a screen without one is reached from another screen. */
  menu?: string;
  /** The menu shows this count beside the label. */
  badge?: "new-orders";
  /**
   * "frame": signed in, inside the back office's header and menu; "print": signed in, the page alone
   * (an invoice or packing slip to print); "public": no sign-in (signing in itself).
   */
  frame?: "frame" | "print" | "public";
}

// Adding a product and editing one are the same page (kept mounted when a new product gets its id).
const productEditor = lazyPage(() => import("../features/products/product-editor-page"));

export const SCREENS: readonly Screen[] = [
  {
    path: "/login",
    page: lazyPage(() => import("../features/auth/login-page")),
    title: "Sign in",
    frame: "public",
  },
  {
    path: "/set-password",
    page: lazyPage(() => import("../features/auth/set-password-page")),
    title: "Set your password",
    frame: "public",
  },
  {
    path: "/setup",
    page: lazyPage(() => import("../features/auth/setup-owner-page")),
    title: "Set up your store",
    frame: "public",
  },
  {
    path: "/orders/:orderId/invoice",
    page: lazyPage(() => import("../features/orders/invoice-print-page")),
    title: (params) => `Invoice of order ${params.orderId}`,
    frame: "print",
  },
  {
    path: "/orders/:orderId/credit-notes",
    page: lazyPage(() => import("../features/orders/credit-notes-print-page")),
    title: (params) => `Credit notes of order ${params.orderId}`,
    frame: "print",
  },
  {
    path: "/orders/:orderId/packing-slip",
    page: lazyPage(() => import("../features/orders/packing-slip-page")),
    title: (params) => `Packing slip of order ${params.orderId}`,
    frame: "print",
  },
  {
    path: "/",
    page: lazyPage(() => import("../features/dashboard/dashboard-page")),
    title: "Dashboard",
    menu: "Dashboard",
  },
  {
    path: "/orders",
    page: lazyPage(() => import("../features/orders/orders-page")),
    title: "Orders",
    menu: "Orders",
    badge: "new-orders",
  },
  {
    path: "/orders/:orderId",
    page: lazyPage(() => import("../features/orders/order-page")),
    title: (params) => `Order ${params.orderId}`,
  },
  {
    path: "/products",
    page: lazyPage(() => import("../features/products/products-page")),
    title: "Products",
    menu: "Products",
  },
  { path: "/products/new", page: productEditor, title: "Add product" },
  {
    path: "/products/:productId",
    page: productEditor,
    title: "Edit product",
  },
  {
    path: "/catalogue",
    page: lazyPage(() => import("../features/catalogue-csv/import-export-page")),
    title: "Import/Export",
    menu: "Import/Export",
  },
  {
    path: "/admissions",
    page: lazyPage(() => import("../features/admissions/admissions-page")),
    title: "Admissions",
    menu: "Academy",
  },
  {
    path: "/admissions/payments",
    page: lazyPage(() => import("../features/admissions/payments-page")),
    title: "Fee payments",
  },
  {
    path: "/admissions/class-levels",
    page: lazyPage(() => import("../features/admissions/class-levels-page")),
    title: "Class levels",
  },
  {
    path: "/admissions/:admissionId",
    page: lazyPage(() => import("../features/admissions/admission-page")),
    title: "Admission",
  },
  {
    path: "/returns",
    page: lazyPage(() => import("../features/returns/returns-page")),
    title: "Returns",
    menu: "Returns",
  },
  {
    path: "/inbox",
    page: lazyPage(() => import("../features/inbox/inbox-page")),
    title: "Inbox",
    menu: "Inbox",
  },
  {
    path: "/customers",
    page: lazyPage(() => import("../features/customers/customers-page")),
    title: "Customers",
    menu: "Customers",
  },
  {
    path: "/customers/:userId",
    page: lazyPage(() => import("../features/customers/customer-page")),
    title: "Customer",
  },
  {
    path: "/marketing",
    page: lazyPage(() => import("../features/marketing/marketing-page")),
    title: "Marketing",
    menu: "Marketing",
  },
  {
    path: "/coupons",
    page: lazyPage(() => import("../features/coupons/coupons-page")),
    title: "Coupons",
    menu: "Coupons",
  },
  {
    path: "/staff",
    page: lazyPage(() => import("../features/staff/staff-page")),
    title: "Staff",
    menu: "Staff",
    ownerOnly: true,
  },
  {
    path: "/reports",
    page: lazyPage(() => import("../features/reports/reports-page")),
    title: "Reports",
    menu: "Reports",
    ownerOnly: true,
  },
  {
    path: "/store-setup",
    page: lazyPage(() => import("../features/store-setup/store-setup-page")),
    title: "Store setup",
    menu: "Store setup",
    ownerOnly: true,
  },
  {
    path: "/delivery",
    page: lazyPage(() => import("../features/delivery/delivery-page")),
    title: "Delivery",
    menu: "Delivery",
    ownerOnly: true,
  },
  {
    path: "/audit",
    page: lazyPage(() => import("../features/audit/audit-page")),
    title: "Audit log",
    menu: "Audit log",
    ownerOnly: true,
  },
  { path: "*", page: lazyPage(() => import("./not-found-page")), title: "Page not found" },
];

/** The screens in the menu, in its order. */
export const MENU = SCREENS.filter(
  (screen): screen is Screen & { menu: string } => screen.menu !== undefined,
);

/** The whole document title of a screen. */
export function screenTitle(screen: Screen, params: Readonly<Params>): string {
  const title = typeof screen.title === "function" ? screen.title(params) : screen.title;
  return screen.frame === "print" ? title : `${title} · Back office`;
}
