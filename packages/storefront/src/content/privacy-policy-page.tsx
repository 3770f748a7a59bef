// Privacy Policy (spec §2 Static pages): what the shop collects, why, and the reader's choices, matching
// what this store really does (tokens and the guest cart in browser storage, payments by the gateway,
// Aadhaar encrypted and masked).

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
      id: "collect",
      heading: msg("What we collect"),
      body: (
        <ul>
          <li>
            <strong>{t("Account details:")}</strong>{" "}
            {t("your name, e-mail address, mobile number and, if you give it, your GST number.")}
          </li>
          <li>
            <strong>{t("Orders:")}</strong>{" "}
            {t("delivery and billing addresses, the products you buy, and payment status.")}
          </li>
          <li>
            <strong>{t("Messages:")}</strong>{" "}
            {t("what you send us through the contact, enquiry and quote forms.")}
          </li>
          <li>
            <strong>{t("Academy admissions:")}</strong>{" "}
            {t("the details on the admission form, including your Aadhaar number.")}
          </li>
        </ul>
      ),
    },
    {
      id: "use",
      heading: msg("How we use it"),
      body: (
        <ul>
          <li>{t("To process, deliver and support your orders and course admissions.")}</li>
          <li>{t("To answer your messages and enquiries.")}</li>
          <li>{t("To send order updates by e-mail, SMS or app notification.")}</li>
          <li>{t("To prevent fraud and keep the site secure.")}</li>
          <li>{t("To meet our legal and tax obligations.")}</li>
        </ul>
      ),
    },
    {
      id: "payments",
      heading: msg("Payments"),
      body: (
        <p>
          {t(
            "Online payments are handled by our payment partner. Your card, UPI or bank details go directly to them; we receive only the payment's status and reference.",
          )}
        </p>
      ),
    },
    {
      id: "aadhaar",
      heading: msg("Aadhaar numbers"),
      body: (
        <p>
          {t(
            "Aadhaar numbers given on the admission form are stored encrypted and are always shown masked (only the last four digits). They are used only to verify a student's identity for the academy.",
          )}
        </p>
      ),
    },
    {
      id: "sharing",
      heading: msg("Who we share it with"),
      body: (
        <>
          <p>{t("We never sell your personal information. We share only what each partner needs:")}</p>
          <ul>
            <li>{t("courier partners: your name, address and phone number, to deliver your order;")}</li>
            <li>{t("our payment partner, to take your payment;")}</li>
            <li>{t("authorities, when the law requires it.")}</li>
          </ul>
        </>
      ),
    },
    {
      id: "browser",
      heading: msg("Cookies and browser storage"),
      body: (
        <p>
          {t(
            "We keep your sign-in, your guest cart and the order you are checking out in your browser's storage so the site works between visits. We do not use advertising trackers. Clearing your browser's site data removes them.",
          )}
        </p>
      ),
    },
    {
      id: "keeping",
      heading: msg("How long we keep it"),
      body: (
        <p>
          {t(
            "Order and invoice records are kept for as long as Indian tax law requires. Messages and enquiries are kept for up to two years. You can ask us to delete your account at any time.",
          )}
        </p>
      ),
    },
    {
      id: "rights",
      heading: msg("Your choices"),
      body: (
        <p>
          {tx(
            "You can see and correct your details and addresses under {account}. To get a copy of your data or have it deleted, write to {email}.",
            { account: <AppLink to="/my-account">{t("My Account")}</AppLink>, email: <SupportEmail /> },
          )}
        </p>
      ),
    },
    {
      id: "security",
      heading: msg("Security"),
      body: (
        <p>
          {t(
            "Passwords are stored only as secure hashes, every page is served over an encrypted connection, and access to customer data is limited to the staff who need it.",
          )}
        </p>
      ),
    },
    {
      id: "contact",
      heading: msg("Contact"),
      body: <p>{tx("Questions about your privacy? Write to {email}.", { email: <SupportEmail /> })}</p>,
    },
  ];
}

export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      title={t("Privacy Policy")}
      lead={
        <p>
          {t("What we collect when you shop or study with us, why we need it, and how you stay in control.")}
        </p>
      }
      updated={POLICIES_UPDATED}
      sections={sections()}
    />
  );
}
