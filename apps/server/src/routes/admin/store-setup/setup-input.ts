// The store setup's requests checked beyond what the contract's schema can say: every problem is
// answered at once, each on its field, in words the back office shows as they are.
import type { components } from "@henna/api";
import { gstStateOfGstin } from "@henna/domain/gst-states";
import { isScriptUrl } from "@henna/domain/page-meta";
import { routeKey, routeMetaProblems } from "@henna/domain/route-meta";
import { validateResetEmail } from "@henna/domain/validate-auth";
import { normalizeGstNumber, validateGstNumber } from "@henna/domain/validate-gst";
import { normalizeMobile, validateMobile } from "@henna/domain/validate-mobile";
import type { FieldError } from "../../../http/api-error.js";

type ProfileInput = components["schemas"]["StoreProfileInput"];
type SellingInput = components["schemas"]["SellingRules"];

export const NO_PAYMENT_MODE = "Offer at least one payment mode (Pay now or Pay on delivery).";
export const GSTIN_NO_STATE = "The GSTIN's first two digits name no Indian state.";
export const LOGO_NOT_A_PICTURE = "Upload the logo here (it must be a picture of this shop).";

/** A number that is optional: empty is none, else a 10-digit mobile (§5 normalisation). */
function optionalMobile(value: string, field: string, errors: FieldError[]): string {
  const text = value.trim();
  if (text === "") return "";
  const problem = validateMobile(text);
  if (problem) errors.push({ field, message: problem });
  return normalizeMobile(text);
}

export function checkProfile(body: ProfileInput): { value: ProfileInput; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const name = body.name.trim();
  if (name === "") errors.push({ field: "name", message: "Give the shop a name." });
  const gstin = normalizeGstNumber(body.gstin);
  const gstProblem = validateGstNumber(gstin);
  if (gstProblem) errors.push({ field: "gstin", message: gstProblem });
  else if (gstin && !gstStateOfGstin(gstin)) errors.push({ field: "gstin", message: GSTIN_NO_STATE });
  const email = body.email.trim().toLowerCase();
  if (email) {
    const problem = validateResetEmail(email);
    if (problem) errors.push({ field: "email", message: problem });
  }
  // A site path (an upload, the demo's SVGs) or an https address; never a script or data URL.
  const logo = body.logo.trim();
  if (logo && !isScriptUrl(logo)) errors.push({ field: "logo", message: LOGO_NOT_A_PICTURE });
  const centers = body.centers.map((center, index) => {
    const place = { name: center.name.trim(), type: center.type, address: center.address.trim() };
    if (!place.name) errors.push({ field: `centers.${index}.name`, message: "Give the center a name." });
    if (!place.address)
      errors.push({ field: `centers.${index}.address`, message: "Give the center an address." });
    return place;
  });
  const names = centers.map((center) => center.name.toLowerCase());
  names.forEach((named, index) => {
    if (named && names.indexOf(named) !== index) {
      errors.push({ field: `centers.${index}.name`, message: `${centers[index]?.name} is listed twice.` });
    }
  });
  return {
    value: {
      name,
      tagline: body.tagline.trim(),
      logo,
      address: body.address.trim(),
      gstin,
      phone: optionalMobile(body.phone, "phone", errors),
      email,
      help_mobile: optionalMobile(body.help_mobile, "help_mobile", errors),
      help_whatsapp: optionalMobile(body.help_whatsapp, "help_whatsapp", errors),
      centers,
    },
    errors,
  };
}

export function checkSelling(body: SellingInput): { value: SellingInput; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!body.pay_now && !body.pay_on_delivery) errors.push({ field: "pay_now", message: NO_PAYMENT_MODE });
  const lines = body.marquee_lines.map((line) => line.trim()).filter((line) => line !== "");
  const pages = body.page_meta.map((page) => ({
    route: routeKey(page.route),
    title: page.title.trim(),
    description: page.description.trim(),
  }));
  for (const problem of routeMetaProblems(body.page_meta))
    errors.push({ field: "page_meta", message: problem });
  if (body.store_title.trim().length > 120) {
    errors.push({ field: "store_title", message: "The shop's title is longer than 120 characters." });
  }
  if (body.store_description.trim().length > 300) {
    errors.push({
      field: "store_description",
      message: "The shop's description is longer than 300 characters.",
    });
  }
  return {
    value: {
      ...body,
      // Whole hundredths, as the column keeps them.
      delivery_percentage: Math.round(body.delivery_percentage * 100) / 100,
      marquee_lines: lines,
      store_title: body.store_title.trim(),
      store_description: body.store_description.trim(),
      page_meta: pages,
    },
    errors,
  };
}
