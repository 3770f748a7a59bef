// Refund Policy (spec §2 Static pages, §9: damage reported within 48 hours; refund in 7 to 10 business
// days), and the store's return window (issue 33, "Returns").

import { msg, t } from "../i18n/i18n";
import { tx } from "../i18n/rich";
import { AppLink } from "../navigation/app-link";
import { ContentPage, type ContentSection } from "./content-page";
import { POLICIES_UPDATED } from "./policy-dates";
import { ReturnWindow } from "./return-window";
import { SupportEmail } from "./support-email";

// Built when the page renders: its texts are in the language of that render (a module is loaded once
// per server process, for readers of both languages).
function sections(): ContentSection[] {
  return [
    {
      id: "damaged",
      heading: msg("Damaged, wrong or missing items"),
      body: (
        <>
          <p>
            {tx(
              "Please open your parcel as soon as it arrives. If a product is damaged, leaking, or not what you ordered, {report} by writing to {email} with:",
              {
                report: <strong>{t("report it within 48 hours of delivery")}</strong>,
                email: <SupportEmail />,
              },
            )}
          </p>
          <ul>
            <li>{t("your order ID;")}</li>
            <li>{t("photos of the outer box, the packing and the product;")}</li>
            <li>{t("a short description of the problem.")}</li>
          </ul>
          <p>
            {t("Reports made after 48 hours cannot be accepted, as henna is a natural, perishable product.")}
          </p>
        </>
      ),
    },
    {
      id: "eligible",
      heading: msg("What can be refunded"),
      body: (
        <ul>
          <li>{t("Products that arrived damaged or spoilt, reported within 48 hours.")}</li>
          <li>{t("Wrong or missing items.")}</li>
          <li>{t("Orders we cancel because we cannot deliver to your address.")}</li>
          <li>{t("Orders you cancel before they are dispatched.")}</li>
        </ul>
      ),
    },
    {
      id: "not-eligible",
      heading: msg("What cannot be refunded"),
      body: (
        <>
          <ul>
            <li>
              {t(
                "Opened or used henna cones, powders and oils, for hygiene reasons (unless they arrived damaged).",
              )}
            </li>
            <li>{t("Opened tea packs.")}</li>
            <li>{t("A change of mind after the order has been dispatched.")}</li>
            <li>
              {tx("Academy course and admission fees, which are non-refundable (see {rules}).", {
                rules: <AppLink to="/rules-and-regulations">{t("Rules & Regulations")}</AppLink>,
              })}
            </li>
          </ul>
          <p>
            {t(
              "Henna stains differ from skin to skin; the depth of colour alone is not a reason for a refund. Our team is happy to help with aftercare tips.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "returns",
      heading: msg("Returns"),
      body: <ReturnWindow />,
    },
    {
      id: "process",
      heading: msg("How refunds are made"),
      body: (
        <>
          <p>
            {tx(
              "Once your report is verified, we offer a replacement or a refund. Approved refunds are sent to the original payment method and reach your account in {days}, depending on your bank.",
              { days: <strong>{t("7 to 10 business days")}</strong> },
            )}
          </p>
          <p>
            {t(
              "For pay on delivery orders, the advance paid online is refunded the same way; any amount paid in cash is refunded to a bank account or UPI ID you give us.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "shipping",
      heading: msg("Shipping charges"),
      body: (
        <p>
          {t(
            "Shipping charges are refunded when the whole order is refunded because of our mistake or a damaged parcel. They are not refunded for a partial refund of undamaged items.",
          )}
        </p>
      ),
    },
    {
      id: "contact",
      heading: msg("Need help?"),
      body: (
        <p>
          {tx("Write to {email} or use our {form}. We answer within one business day.", {
            email: <SupportEmail />,
            form: <AppLink to="/contact">{t("contact form")}</AppLink>,
          })}
        </p>
      ),
    },
  ];
}

export default function RefundPolicyPage() {
  return (
    <ContentPage
      title={t("Refund Policy")}
      lead={<p>{t("What to do if an order arrives damaged, what we refund, and how long it takes.")}</p>}
      updated={POLICIES_UPDATED}
      sections={sections()}
    />
  );
}
