// What differs between the apps that share this chrome: links, bottom bar, where search and the
// account go. The shop's values are the defaults; the academy passes its own.
import { msg } from "../i18n/i18n";
export type ChromeIcon = "home" | "grid" | "phone" | "user" | "book" | "info";

export interface ChromeLink {
  to: string;
  label: string;
}

export interface BottomBarLink extends ChromeLink {
  icon: ChromeIcon;
  /** The Account item: /my-account when logged in, else the login page. */
  account?: boolean;
}

export interface ChromeConfig {
  /** Shown until the store profile has loaded, and if it has no name. */
  fallbackName: string;
  navLinks: ChromeLink[];
  quickLinks: ChromeLink[];
  serviceLinks: ChromeLink[];
  bottomBar: BottomBarLink[];
  accountPath: string;
  loginPath: string;
  cartPath: string;
  /**
   * The header search box (the listing at `${path}?search=`); off where there is no catalogue. The
   * placeholder says what it searches (the shop's own by default).
   */
  search: { path: string; placeholder?: string } | null;
}

export const SHOP_CHROME: ChromeConfig = {
  fallbackName: "Henna & Tea Store",
  navLinks: [
    { to: "/", label: msg("Home") },
    { to: "/products", label: msg("Products") },
    { to: "/about", label: msg("About") },
    { to: "/contact", label: msg("Contact") },
  ],
  quickLinks: [
    { to: "/", label: msg("Home") },
    { to: "/products", label: msg("Products") },
    { to: "/demo-shop", label: msg("Demo Shop") },
    { to: "/course", label: msg("Our Courses") },
    { to: "/centers", label: msg("Our Centers") },
    { to: "/enquiry-form", label: msg("Course Enquiry") },
    { to: "/about", label: msg("About Us") },
    { to: "/contact", label: msg("Contact Us") },
  ],
  serviceLinks: [
    { to: "/privacy-policy", label: msg("Privacy Policy") },
    { to: "/refund-policy", label: msg("Refund Policy") },
    { to: "/terms-and-conditions", label: msg("Terms & Conditions") },
    { to: "/shipping-and-delivery", label: msg("Shipping & Delivery") },
    { to: "/rules-and-regulations", label: msg("Rules & Regulations") },
  ],
  bottomBar: [
    { to: "/", label: msg("Home"), icon: "home" },
    { to: "/products", label: msg("Products"), icon: "grid" },
    { to: "/contact", label: msg("Contact"), icon: "phone" },
    { to: "/my-account", label: msg("Account"), icon: "user", account: true },
  ],
  accountPath: "/my-account",
  loginPath: "/login",
  cartPath: "/cart",
  search: { path: "/product" },
};

/**
 * The academy's chrome: the same frame, with the courses and the admission form in front. Links to the
 * shop's pages (home, products, account, cart) open the shop; one login serves both.
 */
export const ACADEMY_CHROME: ChromeConfig = {
  fallbackName: "Henna & Tea Academy",
  navLinks: [
    { to: "/", label: msg("Home") },
    { to: "/course", label: msg("Our Courses") },
    { to: "/admission-form", label: msg("Admission") },
    { to: "/contact", label: msg("Contact") },
  ],
  quickLinks: [
    { to: "/course", label: msg("Our Courses") },
    { to: "/admission-form", label: msg("Admission Form") },
    { to: "/centers", label: msg("Our Centers") },
    { to: "/enquiry-form", label: msg("Course Enquiry") },
    { to: "/", label: msg("Shop Home") },
    { to: "/products", label: msg("Products") },
    { to: "/about", label: msg("About Us") },
    { to: "/contact", label: msg("Contact Us") },
  ],
  serviceLinks: SHOP_CHROME.serviceLinks,
  bottomBar: [
    { to: "/", label: msg("Home"), icon: "home" },
    { to: "/course", label: msg("Courses"), icon: "book" },
    { to: "/contact", label: msg("Contact"), icon: "phone" },
    { to: "/my-account", label: msg("Account"), icon: "user", account: true },
  ],
  accountPath: "/my-account",
  loginPath: "/login",
  cartPath: "/cart",
  // The academy's header is fuller (longer nav labels): the shop's own placeholder was cut there at
  // every desktop width, and from the academy the box searches the shop, which this one says.
  search: { path: "/product", placeholder: msg("Search the shop…") },
};
