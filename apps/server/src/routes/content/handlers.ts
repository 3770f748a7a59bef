import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { marquees, offers, sliders } from "../../db/schema.js";
import { isActiveStatus } from "../../db/visibility.js";
import type { Handlers } from "../../http/operation-types.js";
import { loadStore } from "../../services/store-row.js";

export type ContentHandlers = Pick<
  Handlers,
  "getHelp" | "listMarquees" | "listOffers" | "getOfficeLocation" | "getStoreProfile" | "listSliders"
>;

// Optional texts the store has not filled in are answered as null, which the apps read as "none".
const orNull = (value: string | null): string | null =>
  value === null || value.trim() === "" ? null : value;

export function contentHandlers(ctx: AppContext): ContentHandlers {
  const { db } = ctx;
  return {
    async getHelp(req) {
      const store = await loadStore(db, req.mainId);
      // §2 My Account Help shows each button only if the number exists.
      return { help: { whatsapp_number: orNull(store.whatsapp_number), mobile: orNull(store.mobile) } };
    },

    async listMarquees(req) {
      const rows = await db
        .select({ heading: marquees.heading })
        .from(marquees)
        .where(eq(marquees.main_id, req.mainId))
        .orderBy(asc(marquees.position), asc(marquees.id));
      return { isError: false as const, data: rows };
    },

    async listOffers(req) {
      // Server order; the home page shows them reversed (§2).
      const rows = await db
        .select({
          image: offers.image,
          title: offers.title,
          description: offers.description,
          link: offers.link,
        })
        .from(offers)
        // Inactive offers wait in the back office.
        .where(and(eq(offers.main_id, req.mainId), isActiveStatus(offers.status)))
        .orderBy(asc(offers.position), asc(offers.id));
      return { isError: false as const, data: rows.map((row) => ({ ...row, link: orNull(row.link) })) };
    },

    async getOfficeLocation(req) {
      const store = await loadStore(db, req.mainId);
      return {
        users: {
          google_address: store.office_address || store.google_address,
          latitude: store.office_latitude,
          longitude: store.office_longitude,
          city: store.office_city,
        },
      };
    },

    async getStoreProfile(req) {
      const store = await loadStore(db, req.mainId);
      return {
        users: {
          profilePic: store.profilePic,
          orignal_logoname: store.orignal_logoname,
          tag_line: store.tag_line,
          google_address: store.google_address,
          gstin: orNull(store.gstin),
          address: store.address,
          email: store.email,
          phone: store.phone,
          centers: Array.isArray(store.centers) ? store.centers : [],
        },
      };
    },

    async listSliders(req) {
      const rows = await db
        .select({
          offer_name: sliders.offer_name,
          slider_name: sliders.slider_name,
          description: sliders.description,
          image: sliders.image,
          price: sliders.price,
          cutOffPrice: sliders.cutOffPrice,
          background_image: sliders.background_image,
          product: sliders.product,
        })
        .from(sliders)
        .where(and(eq(sliders.main_id, req.mainId), isActiveStatus(sliders.status)))
        .orderBy(asc(sliders.position), asc(sliders.id));
      return {
        isError: false as const,
        data: rows.map((row) => ({
          ...row,
          price: row.price === null ? null : Math.max(0, row.price),
          cutOffPrice: row.cutOffPrice === null ? null : Math.max(0, row.cutOffPrice),
          background_image: orNull(row.background_image),
        })),
      };
    },
  };
}
