// What differs between the apps that share this chrome: links, bottom bar, where search and the
// account go. The shop's values are the defaults; the academy passes its own.
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
  /** The header search box (the listing at `${searchPath}?search=`); off where there is no catalogue. */
  search: { path: string } | null;
}

export const SHOP_CHROME: ChromeConfig = {
  fallbackName: "Henna & Tea Store",
  navLinks: [
    { to: "/", label: "Home" },
    { to: "/products", label: "Products" },
    { to: "/about", label: "About" },
    { to: "/contact", label: "Contact" },
  ],
  quickLinks: [
    { to: "/", label: "Home" },
    { to: "/products", label: "Products" },
    { to: "/demo-shop", label: "Demo Shop" },
    { to: "/course", label: "Our Courses" },
    { to: "/centers", label: "Our Centers" },
    { to: "/enquiry-form", label: "Course Enquiry" },
    { to: "/about", label: "About Us" },
    { to: "/contact", label: "Contact Us" },
  ],
  serviceLinks: [
    { to: "/privacy-policy", label: "Privacy Policy" },
    { to: "/refund-policy", label: "Refund Policy" },
    { to: "/terms-and-conditions", label: "Terms & Conditions" },
    { to: "/shipping-and-delivery", label: "Shipping & Delivery" },
    { to: "/rules-and-regulations", label: "Rules & Regulations" },
  ],
  bottomBar: [
    { to: "/", label: "Home", icon: "home" },
    { to: "/products", label: "Products", icon: "grid" },
    { to: "/contact", label: "Contact", icon: "phone" },
    { to: "/my-account", label: "Account", icon: "user", account: true },
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
    { to: "/", label: "Home" },
    { to: "/course", label: "Our Courses" },
    { to: "/admission-form", label: "Admission" },
    { to: "/contact", label: "Contact" },
  ],
  quickLinks: [
    { to: "/course", label: "Our Courses" },
    { to: "/admission-form", label: "Admission Form" },
    { to: "/centers", label: "Our Centers" },
    { to: "/enquiry-form", label: "Course Enquiry" },
    { to: "/", label: "Shop Home" },
    { to: "/products", label: "Products" },
    { to: "/about", label: "About Us" },
    { to: "/contact", label: "Contact Us" },
  ],
  serviceLinks: SHOP_CHROME.serviceLinks,
  bottomBar: [
    { to: "/", label: "Home", icon: "home" },
    { to: "/course", label: "Courses", icon: "book" },
    { to: "/contact", label: "Contact", icon: "phone" },
    { to: "/my-account", label: "Account", icon: "user", account: true },
  ],
  accountPath: "/my-account",
  loginPath: "/login",
  cartPath: "/cart",
  search: { path: "/product" },
};
