// Every policy page renders its title and the facts the specification gives it (§2 Static pages, §9),
// and names the store's support e-mail from its profile.
import { screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { storefrontHindi as coreHindi } from "../i18n/hi";
import { activateLanguage } from "../i18n/i18n";
import { createFakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { ACADEMY_RULE_GROUPS, AcademyRules, LATE_FEE_INR, LATE_FEE_RULE } from "./academy-rules";
import pageHindi from "./hi";
import PrivacyPolicyPage from "./privacy-policy-page";
import RefundPolicyPage from "./refund-policy-page";
import RulesAndRegulationsPage from "./rules-and-regulations-page";
import ShippingDeliveryPage from "./shipping-page";
import TermsPage from "./terms-page";

/** The shared Hindi as these pages have it: the catalogue's core with the pages' own part. */
const hindi = { ...coreHindi, ...pageHindi };

const SUPPORT = "help@example-shop.in";

function withProfile(email: string) {
  const server = createFakeServer();
  server.on("GET", "/register/single/demo-store", () =>
    json({
      users: {
        profilePic: "",
        orignal_logoname: "Shop",
        tag_line: "",
        google_address: "",
        gstin: null,
        address: "",
        email,
        phone: "",
      },
    }),
  );
  return server;
}

const PAGES: Array<{ path: string; Page: ComponentType; title: string; facts: RegExp[] }> = [
  {
    path: "/privacy-policy",
    Page: PrivacyPolicyPage,
    title: "Privacy Policy",
    facts: [/never sell/, /Aadhaar/],
  },
  {
    path: "/refund-policy",
    Page: RefundPolicyPage,
    title: "Refund Policy",
    facts: [/within 48 hours of delivery/, /7 to 10 business days/],
  },
  {
    path: "/terms-and-conditions",
    Page: TermsPage,
    title: "Terms & Conditions",
    facts: [/2 to 5 business days/],
  },
  {
    path: "/shipping-and-delivery",
    Page: ShippingDeliveryPage,
    title: "Shipping and Delivery",
    facts: [
      /1-2 business days/,
      /weekend or a public holiday are processed on the next working day/,
      /across India only/,
      /refunded in full/,
      /order value, the weight of the parcel and the delivery location/,
      /shown at checkout/,
      /tracking ID by e-mail or SMS/,
      /replacement or refund/,
      /only before the order is dispatched/,
    ],
  },
  {
    path: "/rules-and-regulations",
    Page: RulesAndRegulationsPage,
    title: "Rules & Regulations",
    facts: [
      /on or before the 10th/,
      /late fee of INR 200/,
      /non-refundable/,
      /Protective gear .* is mandatory/,
    ],
  },
];

describe.each(PAGES)("$path", ({ path, Page, title, facts }) => {
  it(`is headed ${title} and says what the specification gives it`, async () => {
    renderApp(<Page />, { path, server: withProfile(SUPPORT) });
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    const text = document.body.textContent ?? "";
    for (const fact of facts) expect(text).toMatch(fact);
    const links = await screen.findAllByRole("link", { name: SUPPORT });
    expect(links[0]).toHaveAttribute("href", `mailto:${SUPPORT}`);
  });
});

describe("the revision date", () => {
  it("reads as the English page writes it", () => {
    renderApp(<TermsPage />, { path: "/terms-and-conditions" });
    expect(screen.getByText("Last updated: 1 November 2026")).toBeInTheDocument();
  });
});

describe("the shipping page's delivery times", () => {
  it.each([
    ["Metro cities", "2-5"],
    ["Tier 2 and tier 3 cities", "4-7"],
    ["Remote areas", "7-10"],
  ])("%s: %s business days", (where, days) => {
    renderApp(<ShippingDeliveryPage />, { path: "/shipping-and-delivery" });
    const row = screen.getByRole("cell", { name: where }).closest("tr");
    expect(row).toHaveTextContent(days);
  });
});

describe("a page without a support e-mail", () => {
  it("sends the reader to the contact form", async () => {
    renderApp(<RefundPolicyPage />, { path: "/refund-policy", server: withProfile("") });
    expect((await screen.findAllByRole("link", { name: "our contact form" }))[0]).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

describe("AcademyRules", () => {
  it("shows the same rules as the page, under headings of the level asked", () => {
    renderApp(<AcademyRules headingLevel={4} idPrefix="form-rules" />);
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(
      ACADEMY_RULE_GROUPS.map((group) => group.heading),
    );
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(ACADEMY_RULE_GROUPS.flatMap((group) => group.rules));
  });
});

describe("in Hindi", () => {
  afterEach(() => activateLanguage("en"));

  it("shows every rule and heading of the academy in Hindi", () => {
    activateLanguage("hi", hindi);
    renderApp(<AcademyRules headingLevel={4} idPrefix="form-rules" />);
    const texts = [...screen.getAllByRole("heading", { level: 4 }), ...screen.getAllByRole("listitem")].map(
      (element) => element.textContent ?? "",
    );
    expect(texts).toHaveLength(
      ACADEMY_RULE_GROUPS.length + ACADEMY_RULE_GROUPS.flatMap((group) => group.rules).length,
    );
    // The fee's currency code stays as it is.
    for (const text of texts) expect(text.replace("INR", "")).not.toMatch(/[A-Za-z]{3}/);
  });

  it("renders each policy page in the language of its render, not of the page's first render", async () => {
    renderApp(<TermsPage />, { path: "/terms-and-conditions", server: withProfile(SUPPORT) }).unmount();
    activateLanguage("hi", hindi);
    renderApp(<TermsPage />, { path: "/terms-and-conditions", server: withProfile(SUPPORT) });
    expect(screen.getByRole("heading", { level: 2, name: "शिपिंग" })).toBeInTheDocument();
    expect(screen.queryByText(/These terms apply to every visit/)).toBeNull();
    expect(screen.getByText(/1 नवंबर 2026/)).toBeInTheDocument();
  });

  it("keeps the rules page's closing sentence whole around its links", async () => {
    activateLanguage("hi", hindi);
    renderApp(<RulesAndRegulationsPage />, { path: "/rules-and-regulations", server: withProfile(SUPPORT) });
    const link = await screen.findByRole("link", { name: "किसी सेंटर पर" });
    expect(link.closest("p")).toHaveTextContent(
      `एडमिशन से पहले कोई सवाल? ${SUPPORT} पर लिखें या हमारे किसी सेंटर पर आइए।`,
    );
  });
});

describe("the late fee rule", () => {
  it("names the academy's late fee", () => {
    expect(LATE_FEE_RULE).toContain(`INR ${LATE_FEE_INR} `);
  });
});

describe("the refund policy's return window", () => {
  afterEach(() => activateLanguage("en"));

  function withPolicy(windowDays: number) {
    const server = withProfile(SUPPORT);
    server.on("GET", "/returns/policy/demo-store", () =>
      json({
        data: {
          window_days: windowDays,
          non_returnable: windowDays > 0 ? [{ category: "henna-cones", name: "Henna Cones" }] : [],
        },
      }),
    );
    return server;
  }

  it("names the store's window and the categories that cannot be returned", async () => {
    renderApp(<RefundPolicyPage />, { path: "/refund-policy", server: withPolicy(7) });
    expect(await screen.findByText("7 days")).toBeInTheDocument();
    expect(screen.getByText("These cannot be returned: Henna Cones.")).toBeInTheDocument();
  });

  it("says so when the shop takes no returns", async () => {
    renderApp(<RefundPolicyPage />, { path: "/refund-policy", server: withPolicy(0) });
    expect(await screen.findByText(/We do not take back undamaged items/)).toBeInTheDocument();
  });

  it("says the window in Hindi", async () => {
    activateLanguage("hi", hindi);
    renderApp(<RefundPolicyPage />, { path: "/refund-policy", server: withPolicy(7) });
    expect(await screen.findByText("7 दिन")).toBeInTheDocument();
    expect(screen.getByText("ये वापस नहीं की जा सकतीं: Henna Cones।")).toBeInTheDocument();
  });
});
