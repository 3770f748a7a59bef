// Shipping and delivery (spec §2 Static pages, §9: processing 1-2 business days; delivery 2-5, 4-7 or
// 7-10 business days), every point the specification lists, in the shop's own words.

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
      id: "processing",
      heading: msg("Order processing"),
      body: (
        <>
          <p>
            {tx(
              "Orders are packed and handed to our courier within {days} after your payment is confirmed. For pay on delivery orders the clock starts once the advance is paid.",
              { days: <strong>{t("1-2 business days")}</strong> },
            )}
          </p>
          <p>
            {t(
              "Orders placed on a weekend or a public holiday are processed on the next working day. Henna cones are rolled fresh, so during the wedding season we may take the full two days to send the freshest batch.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "where",
      heading: msg("Where we deliver"),
      body: (
        <>
          <p>
            {tx(
              "We deliver {where}; we do not ship outside India. You can check a pincode on any product page before you order.",
              { where: <strong>{t("across India only")}</strong> },
            )}
          </p>
          <p>
            {t(
              "If our courier partners cannot reach your address after you have ordered, we tell you by e-mail or SMS and offer another address. If delivery is not possible, your order is cancelled and the amount you paid is refunded in full.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "timelines",
      heading: msg("Estimated delivery time"),
      body: (
        <>
          <p>{t("After dispatch, orders usually arrive within:")}</p>
          <table>
            <caption className="visually-hidden">{t("Estimated delivery time by location")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("Where")}</th>
                <th scope="col">{t("Business days after dispatch")}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{t("Metro cities")}</td>
                <td>2-5</td>
              </tr>
              <tr>
                <td>{t("Tier 2 and tier 3 cities")}</td>
                <td>4-7</td>
              </tr>
              <tr>
                <td>{t("Remote areas")}</td>
                <td>7-10</td>
              </tr>
            </tbody>
          </table>
          <p>
            {t(
              "These are estimates: weather, strikes, festivals and courier delays can add a day or two. Your order page shows the expected delivery window for your order.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "charges",
      heading: msg("Shipping charges"),
      body: (
        <p>
          {t(
            "Shipping charges depend on the order value, the weight of the parcel and the delivery location. The exact charge, or free delivery when your order qualifies, is shown at checkout before you pay.",
          )}
        </p>
      ),
    },
    {
      id: "tracking",
      heading: msg("Tracking your order"),
      body: (
        <p>
          {tx(
            "As soon as your parcel is dispatched we send the courier's tracking ID by e-mail or SMS. You can also follow every step of your order under {account}.",
            { account: <AppLink to="/my-account">{t("My Account")}</AppLink> },
          )}
        </p>
      ),
    },
    {
      id: "damaged",
      heading: msg("Damaged or lost packages"),
      body: (
        <>
          <p>
            {t(
              "If your parcel arrives damaged, or it has not arrived well after its delivery window, write to us with your order ID and, for damage, photos of the parcel and the products. Please report damage within 48 hours of delivery.",
            )}
          </p>
          <p>
            {tx(
              "Once we have verified it with the courier, we send a replacement or refund the amount of the affected items, as you prefer. See our {policy} for the details.",
              { policy: <AppLink to="/refund-policy">{t("Refund Policy")}</AppLink> },
            )}
          </p>
        </>
      ),
    },
    {
      id: "address",
      heading: msg("Changing the delivery address"),
      body: (
        <p>
          {t(
            "The delivery address can be changed only before the order is dispatched. Contact us as early as you can with your order ID and the new address; once the parcel has left our studio we can no longer redirect it.",
          )}
        </p>
      ),
    },
    {
      id: "contact",
      heading: msg("Questions about delivery"),
      body: (
        <p>
          {tx("Write to {email} with your order ID and we will answer within one business day.", {
            email: <SupportEmail />,
          })}
        </p>
      ),
    },
  ];
}

export default function ShippingDeliveryPage() {
  return (
    <ContentPage
      title={t("Shipping and Delivery")}
      lead={
        <p>
          {t(
            "How and when your henna, tea and course kits reach you, and what to do if something goes wrong.",
          )}
        </p>
      }
      updated={POLICIES_UPDATED}
      sections={sections()}
    />
  );
}
