// Terms & Conditions (spec §2 Static pages, §9: orders ship in 2 to 5 business days).

import { msg, t } from "../i18n/i18n";
import { tx } from "../i18n/rich";
import { AppLink } from "../navigation/app-link";
import { ContentPage, type ContentSection } from "./content-page";
import { POLICIES_UPDATED } from "./policy-dates";
import { SupportEmail } from "./support-email";

// Built when the page renders: its texts are in the language of that render (a module is loaded once
// per server process, for readers of both languages).
function sections(): ContentSection[] {
  return [
    {
      id: "about",
      heading: msg("About these terms"),
      body: (
        <p>
          {t(
            "These terms apply to every visit to this website and every order placed on it. By using the site or placing an order you accept them. We may update them from time to time; the version published here on the day of your order applies to that order.",
          )}
        </p>
      ),
    },
    {
      id: "products",
      heading: msg("Products and prices"),
      body: (
        <>
          <p>
            {t(
              "Henna and tea are natural products: colour, aroma and texture can vary slightly from batch to batch and from the pictures on the site. Henna stain depends on skin type, aftercare and how long the paste is kept on.",
            )}
          </p>
          <p>
            {t(
              "Prices are in Indian rupees and include applicable taxes unless stated otherwise. Shipping charges are shown separately at checkout. If a product is listed at a wrong price by mistake, we will contact you before dispatch and you may cancel the order for a full refund.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "orders",
      heading: msg("Orders and payment"),
      body: (
        <>
          <p>
            {t(
              "An order is confirmed once payment (or, for pay on delivery, the advance) is received. We may decline or cancel an order if a product is out of stock, the address cannot be served, or the order looks fraudulent; any amount paid is then refunded in full.",
            )}
          </p>
          <p>
            {t(
              "Online payments are processed by our payment partner; we never see or store your card details.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "shipping",
      heading: msg("Shipping"),
      body: (
        <p>
          {tx(
            "Orders ship within {days} and are delivered across India. Delivery times, charges and tracking are explained in our {policy} policy.",
            {
              days: <strong>{t("2 to 5 business days")}</strong>,
              policy: <AppLink to="/shipping-and-delivery">{t("Shipping and Delivery")}</AppLink>,
            },
          )}
        </p>
      ),
    },
    {
      id: "returns",
      heading: msg("Returns and refunds"),
      body: (
        <p>
          {tx(
            "Damaged or wrong items must be reported within 48 hours of delivery. Refunds are made as described in our {policy}.",
            { policy: <AppLink to="/refund-policy">{t("Refund Policy")}</AppLink> },
          )}
        </p>
      ),
    },
    {
      id: "use",
      heading: msg("Safe use of henna"),
      body: (
        <p>
          {t(
            "Always do a patch test 24 hours before a full application. Our henna contains no PPD or black dye, but anyone can be allergic to natural ingredients or essential oils. Keep products away from eyes and out of reach of children. Do not use henna on broken or irritated skin.",
          )}
        </p>
      ),
    },
    {
      id: "academy",
      heading: msg("Academy courses"),
      body: (
        <p>
          {tx(
            "Admissions to our courses are also bound by the academy's {rules}, which every student agrees to on the admission form.",
            { rules: <AppLink to="/rules-and-regulations">{t("Rules & Regulations")}</AppLink> },
          )}
        </p>
      ),
    },
    {
      id: "accounts",
      heading: msg("Your account"),
      body: (
        <p>
          {t(
            "Keep your password to yourself; you are responsible for orders placed from your account. Tell us at once if you think someone else has used it.",
          )}
        </p>
      ),
    },
    {
      id: "content",
      heading: msg("Our content"),
      body: (
        <p>
          {t(
            "Designs, photographs and text on this site belong to us or are used with permission. You may share links to our pages, but not copy our content for commercial use without written consent.",
          )}
        </p>
      ),
    },
    {
      id: "law",
      heading: msg("Governing law"),
      body: (
        <p>
          {t(
            "These terms are governed by the laws of India. Any dispute is subject to the courts of Mumbai, Maharashtra.",
          )}
        </p>
      ),
    },
    {
      id: "contact",
      heading: msg("Contact"),
      body: <p>{tx("Questions about these terms? Write to {email}.", { email: <SupportEmail /> })}</p>,
    },
  ];
}

export default function TermsPage() {
  return (
    <ContentPage
      title={t("Terms & Conditions")}
      lead={<p>{t("The terms that apply when you use this website, shop with us or join a course.")}</p>}
      updated={POLICIES_UPDATED}
      sections={sections()}
    />
  );
}
