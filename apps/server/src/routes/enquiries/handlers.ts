import { ENQUIRY_SENT, LEAD_THANK_YOU, QUOTE_REQUEST_SENT } from "@henna/domain/messages";
import { validateRegisterEmail } from "@henna/domain/validate-auth";
import { validateContact } from "@henna/domain/validate-contact";
import { normalizeMobile, validateMobile } from "@henna/domain/validate-mobile";
import { fieldText, validateRequired } from "@henna/domain/validate-required";
import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { classLevels, enquiries, leads, quotes } from "../../db/schema.js";
import type { Handlers } from "../../http/operation-types.js";
import { amountError, rejectFieldErrors, shownAmount } from "./field-checks.js";
import { notifyQuote } from "./quote-mail.js";
import { resolveSender } from "./sender.js";

export type EnquiriesHandlers = Pick<
  Handlers,
  "listClassLevels" | "createEnquiry" | "createLead" | "requestQuote"
>;

const optionalText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? "" : String(value).trim();

export function enquiriesHandlers(ctx: AppContext): EnquiriesHandlers {
  const { db } = ctx;
  return {
    async listClassLevels(req) {
      const rows = await db
        .select({ id: classLevels.id, name: classLevels.name })
        .from(classLevels)
        // Inactive levels stay for the enquiries that name them but are no longer offered.
        .where(and(eq(classLevels.main_id, req.mainId), eq(classLevels.active, true)))
        .orderBy(asc(classLevels.position), asc(classLevels.id));
      return { data: rows };
    },

    async createEnquiry(req) {
      const body = req.body;
      rejectFieldErrors({ name: validateRequired(body.name), mobile: validateMobile(body.mobile) });
      await db.insert(enquiries).values({
        main_id: req.mainId,
        name: fieldText(body.name),
        mobile: normalizeMobile(body.mobile),
        parent_name: optionalText(body.parent_name),
        // §3: the enquiry form sends the e-mail address here.
        school: optionalText(body.school),
        dob: optionalText(body.dob),
        age: optionalText(body.age),
        remark: optionalText(body.remark),
      });
      return { success: true as const, message: ENQUIRY_SENT };
    },

    async createLead(req) {
      const body = req.body;
      const contact = validateContact({
        name: body.name,
        email: body.email,
        phone: body.mobile,
        message: body.remark,
      });
      rejectFieldErrors({
        name: contact.name,
        email: contact.email,
        mobile: contact.phone ?? validateMobile(body.mobile),
        remark: contact.message,
      });
      const sender = await resolveSender(db, req.mainId, req.caller, body);
      await db.insert(leads).values({
        main_id: req.mainId,
        name: fieldText(body.name),
        email: fieldText(body.email).toLowerCase(),
        mobile: normalizeMobile(body.mobile),
        remark: body.remark ?? "",
        user_id: sender.user_id,
        user_name: sender.user_name,
        property_id:
          body.property_id === null || body.property_id === undefined ? null : String(body.property_id),
      });
      return { success: true as const, message: LEAD_THANK_YOU };
    },

    async requestQuote(req) {
      const body = req.body;
      const email = fieldText(body.email);
      rejectFieldErrors({
        name: validateRequired(body.name),
        mobile: validateMobile(body.mobile),
        email: email === "" ? null : validateRegisterEmail(email),
        discountprice: amountError(body.discountprice),
        amountbeforediscount: amountError(body.amountbeforediscount),
        amountafterdiscount: amountError(body.amountafterdiscount),
      });
      const sender = await resolveSender(db, req.mainId, req.caller, body);
      const quote = {
        main_id: req.mainId,
        name: fieldText(body.name),
        mobile: normalizeMobile(body.mobile),
        email: email.toLowerCase(),
        description: body.description ?? "",
        cart_products: body.cart_products ?? [],
        user_id: sender.user_id,
        user_name: sender.user_name,
        coupon_code: fieldText(body.coupon_code) || null,
        couponapplied: body.couponapplied === true || fieldText(body.couponapplied).toLowerCase() === "true",
        discountprice: shownAmount(body.discountprice) ?? 0,
        amountbeforediscount: shownAmount(body.amountbeforediscount) ?? 0,
        amountafterdiscount: shownAmount(body.amountafterdiscount) ?? 0,
        guestVeg: optionalText(body.guestVeg) || null,
        guestNonVeg: optionalText(body.guestNonVeg) || null,
        payment_mode: "NA",
      };
      await db.insert(quotes).values(quote);
      await notifyQuote(ctx, quote);
      return { success: true as const, message: QUOTE_REQUEST_SENT };
    },
  };
}
