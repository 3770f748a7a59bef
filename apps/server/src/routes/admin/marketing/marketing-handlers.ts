// The back office's marketing: the shop's home slider, offers, New Arrivals groups and categories
// (add, change, delete, reorder, Active/Inactive). Staff and owners alike: it is day-to-day work and
// every change is in the audit log. After each write the catalogue cache is invalidated (these lists
// are cached answers of the shop's `content` and `catalogue` reads).
import type { AppContext } from "../../../context.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { sectionStore } from "./section-store.js";
import { arrivalSection, categorySection, offerSection, sliderSection } from "./sections.js";

type MarketingHandlers = Pick<
  Handlers,
  | "adminListSliders"
  | "adminCreateSlider"
  | "adminUpdateSlider"
  | "adminDeleteSlider"
  | "adminReorderSliders"
  | "adminListOffers"
  | "adminCreateOffer"
  | "adminUpdateOffer"
  | "adminDeleteOffer"
  | "adminReorderOffers"
  | "adminListArrivalGroups"
  | "adminCreateArrivalGroup"
  | "adminUpdateArrivalGroup"
  | "adminDeleteArrivalGroup"
  | "adminReorderArrivalGroups"
  | "adminListShopCategories"
  | "adminCreateShopCategory"
  | "adminUpdateShopCategory"
  | "adminDeleteShopCategory"
  | "adminReorderShopCategories"
>;

const DELETED = { success: true as const, message: "Deleted" };

export function adminMarketingHandlers(ctx: AppContext): MarketingHandlers {
  const slides = sectionStore(ctx.db, sliderSection);
  const offerList = sectionStore(ctx.db, offerSection);
  const arrivals = sectionStore(ctx.db, arrivalSection);
  const shelves = sectionStore(ctx.db, categorySection);
  // Answers after the cache moved on, so a shop page opened from the admin's answer is already fresh.
  const fresh = async <T>(mainId: string, value: T): Promise<T> => {
    await ctx.cache.invalidate(mainId);
    return value;
  };

  return {
    adminListSliders: async (req) => ({ data: await slides.list(req.mainId) }),
    async adminCreateSlider(req) {
      const item = await slides.create(requireStaff(req.staff), req.body);
      req.reply.code(201);
      return fresh(req.mainId, { data: item });
    },
    adminUpdateSlider: async (req) =>
      fresh(req.mainId, { data: await slides.update(requireStaff(req.staff), req.params.itemId, req.body) }),
    async adminDeleteSlider(req) {
      await slides.remove(requireStaff(req.staff), req.params.itemId);
      return fresh(req.mainId, DELETED);
    },
    adminReorderSliders: async (req) =>
      fresh(req.mainId, { data: await slides.reorder(requireStaff(req.staff), req.body.ids) }),

    adminListOffers: async (req) => ({ data: await offerList.list(req.mainId) }),
    async adminCreateOffer(req) {
      const item = await offerList.create(requireStaff(req.staff), req.body);
      req.reply.code(201);
      return fresh(req.mainId, { data: item });
    },
    adminUpdateOffer: async (req) =>
      fresh(req.mainId, {
        data: await offerList.update(requireStaff(req.staff), req.params.itemId, req.body),
      }),
    async adminDeleteOffer(req) {
      await offerList.remove(requireStaff(req.staff), req.params.itemId);
      return fresh(req.mainId, DELETED);
    },
    adminReorderOffers: async (req) =>
      fresh(req.mainId, { data: await offerList.reorder(requireStaff(req.staff), req.body.ids) }),

    adminListArrivalGroups: async (req) => ({ data: await arrivals.list(req.mainId) }),
    async adminCreateArrivalGroup(req) {
      const item = await arrivals.create(requireStaff(req.staff), req.body);
      req.reply.code(201);
      return fresh(req.mainId, { data: item });
    },
    adminUpdateArrivalGroup: async (req) =>
      fresh(req.mainId, {
        data: await arrivals.update(requireStaff(req.staff), req.params.itemId, req.body),
      }),
    async adminDeleteArrivalGroup(req) {
      await arrivals.remove(requireStaff(req.staff), req.params.itemId);
      return fresh(req.mainId, DELETED);
    },
    adminReorderArrivalGroups: async (req) =>
      fresh(req.mainId, { data: await arrivals.reorder(requireStaff(req.staff), req.body.ids) }),

    adminListShopCategories: async (req) => ({ data: await shelves.list(req.mainId) }),
    async adminCreateShopCategory(req) {
      const item = await shelves.create(requireStaff(req.staff), req.body);
      req.reply.code(201);
      return fresh(req.mainId, { data: item });
    },
    adminUpdateShopCategory: async (req) =>
      fresh(req.mainId, { data: await shelves.update(requireStaff(req.staff), req.params.itemId, req.body) }),
    async adminDeleteShopCategory(req) {
      await shelves.remove(requireStaff(req.staff), req.params.itemId);
      return fresh(req.mainId, DELETED);
    },
    adminReorderShopCategories: async (req) =>
      fresh(req.mainId, { data: await shelves.reorder(requireStaff(req.staff), req.body.ids) }),
  };
}
