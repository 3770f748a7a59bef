// The store setup's two forms as react-hook-form values and yup schemas built on the domain's rules,
// so the form says what the server would refuse before anything is sent (the server checks again).

import type { components } from "@henna/api";
import { GST_RATES } from "@henna/domain/gst-invoice";
import { gstStateOfGstin } from "@henna/domain/gst-states";
import { routeMetaProblem } from "@henna/domain/route-meta";
import { validateResetEmail } from "@henna/domain/validate-auth";
import { validateGstNumber } from "@henna/domain/validate-gst";
import { validateMobile } from "@henna/domain/validate-mobile";
import { type FieldValue, fieldText } from "@henna/domain/validate-required";
import { domainRule } from "@henna/storefront/forms/domain-rule.ts";
import { array, boolean, mixed, number, type ObjectSchema, object, string } from "yup";

export type StoreSetup = components["schemas"]["StoreSetupResponse"]["data"];
export type ProfileValues = components["schemas"]["StoreProfileInput"];
export type SellingValues = Omit<components["schemas"]["SellingRules"], "marquee_lines"> & {
  /** Field arrays hold objects: one line per entry. */
  marquee_lines: { text: string }[];
};
export type ButtonId = SellingValues["default_button"];
export type DeliveryGstRate = SellingValues["delivery_gst_rate"];
/** The rates delivery can be given (the GST schedule's, @henna/domain/gst-invoice GST_RATES). */
export const DELIVERY_GST_RATES = GST_RATES as readonly DeliveryGstRate[];
export type CenterType = ProfileValues["centers"][number]["type"];

export const BUTTON_CHOICES: readonly { id: ButtonId; label: string; hint: string }[] = [
  { id: "getquote", label: "Get Quote", hint: "Shoppers ask for a price; no cart." },
  { id: "addtocart", label: "Add to Cart", hint: "Shoppers collect products, then check out." },
  { id: "buynow", label: "Buy Now", hint: "Straight to checkout with one product." },
];

const optional = (rule: (value: string) => string | null) => (value: FieldValue) =>
  fieldText(value) === "" ? null : rule(fieldText(value));

export const GSTIN_NO_STATE = "The GSTIN's first two digits name no Indian state.";

function gstin(value: FieldValue): string | null {
  const text = fieldText(value).toUpperCase();
  if (text === "") return null;
  return validateGstNumber(text) ?? (gstStateOfGstin(text) ? null : GSTIN_NO_STATE);
}

export const profileSchema: ObjectSchema<ProfileValues> = object({
  name: string().trim().required("Give the shop a name.").max(100, "At most 100 characters."),
  tagline: string().default("").max(200, "At most 200 characters."),
  logo: string().default(""),
  address: string().default("").max(500, "At most 500 characters."),
  gstin: string().default("").test(domainRule(gstin, "gstin")),
  phone: string()
    .default("")
    .test(domainRule(optional(validateMobile), "phone")),
  email: string()
    .default("")
    .test(domainRule(optional(validateResetEmail), "email")),
  help_mobile: string()
    .default("")
    .test(domainRule(optional(validateMobile), "help_mobile")),
  help_whatsapp: string()
    .default("")
    .test(domainRule(optional(validateMobile), "help_whatsapp")),
  centers: array(
    object({
      name: string().trim().required("Give the center a name.").max(100, "At most 100 characters."),
      type: mixed<CenterType>().oneOf(["Our Office", "Center"]).required(),
      address: string().trim().required("Give the center an address.").max(300, "At most 300 characters."),
    }),
  )
    .max(20, "At most 20 places.")
    .required(),
});

export const NO_PAYMENT_MODE = "Offer at least one payment mode (Pay now or Pay on delivery).";

export const sellingSchema: ObjectSchema<SellingValues> = object({
  default_button: mixed<ButtonId>().oneOf(["getquote", "addtocart", "buynow"]).required(),
  pay_now: boolean()
    .required()
    .test("a-mode", NO_PAYMENT_MODE, (value, context) => value || context.parent.pay_on_delivery === true),
  pay_on_delivery: boolean().required(),
  delivery_percentage: number()
    .typeError("Enter a percentage from 0 to 100.")
    .min(0, "Enter a percentage from 0 to 100.")
    .max(100, "Enter a percentage from 0 to 100.")
    .required("Enter a percentage from 0 to 100."),
  prices_exclude_gst: boolean().required(),
  delivery_gst_rate: mixed<DeliveryGstRate>()
    .transform((value) => Number(value))
    .oneOf([...DELIVERY_GST_RATES], "Choose a GST rate for delivery.")
    .required("Choose a GST rate for delivery."),
  refund_staff_limit: number()
    .typeError("Enter an amount in rupees, 0 or more.")
    .min(0, "Enter an amount in rupees, 0 or more.")
    .max(10_000_000, "At most ₹1,00,00,000.")
    .required("Enter an amount in rupees, 0 or more."),
  return_window_days: number()
    .typeError("Enter a number of days from 0 to 365.")
    .integer("Enter a whole number of days.")
    .min(0, "Enter a number of days from 0 to 365.")
    .max(365, "Enter a number of days from 0 to 365.")
    .required("Enter a number of days from 0 to 365."),
  // react-hook-form gives one checkbox's value alone (or false), several as a list.
  non_returnable_categories: array(string().required())
    .transform((value: unknown) => (Array.isArray(value) ? value : typeof value === "string" ? [value] : []))
    .max(200)
    .required(),
  marquee_lines: array(object({ text: string().default("").max(200, "At most 200 characters.") }))
    .max(20, "At most 20 lines.")
    .required(),
  store_title: string().default("").max(120, "At most 120 characters."),
  store_description: string().default("").max(300, "At most 300 characters."),
  page_meta: array(
    object({
      route: string().trim().required("Give the page's path, e.g. /about."),
      title: string().default(""),
      description: string().default(""),
    }).test("route-meta", (page, context) => {
      const problem = routeMetaProblem(page);
      return problem ? context.createError({ path: `${context.path}.route`, message: problem }) : true;
    }),
  )
    .max(50, "At most 50 pages.")
    .required(),
});

export function sellingValues(selling: StoreSetup["selling"]): SellingValues {
  return {
    ...selling,
    return_window_days: selling.return_window_days ?? 0,
    non_returnable_categories: selling.non_returnable_categories ?? [],
    marquee_lines: selling.marquee_lines.map((text) => ({ text })),
  };
}

export function sellingInput(values: SellingValues): components["schemas"]["SellingRules"] {
  return {
    ...values,
    delivery_percentage: Number(values.delivery_percentage),
    delivery_gst_rate: Number(values.delivery_gst_rate) as DeliveryGstRate,
    ...(values.refund_staff_limit === undefined
      ? {}
      : { refund_staff_limit: Number(values.refund_staff_limit) }),
    ...(values.return_window_days === undefined
      ? {}
      : { return_window_days: Number(values.return_window_days) }),
    non_returnable_categories: values.non_returnable_categories,
    marquee_lines: values.marquee_lines.map((line) => line.text.trim()).filter(Boolean),
  };
}

export function profileValues(profile: StoreSetup["profile"]): ProfileValues {
  const { gst_state: _state, ...rest } = profile;
  return rest;
}
