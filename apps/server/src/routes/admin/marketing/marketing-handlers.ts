// The back office's marketing: the shop's home slider, offers, New Arrivals groups and categories
// (add, change, delete, reorder, Active/Inactive). Staff and owners alike: it is day-to-day work and
// every change is in the audit log. After each write the catalogue cache is invalidated (these lists
// are cached answers of the shop's `content` and `catalogue` reads).
import type { AppContext } from "../../../context.js";
import type { Handlers, StaffCaller } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { sectionStore } from "./section-store.js";
import { arrivalSection, categorySection, offerSection, type Section, sliderSection } from "./sections.js";

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

interface SectionRequest {
  mainId: string;
  staff: StaffCaller | null;
}

/** The five operations every home-page list has, over one section's store. */
function sectionHandlers<Row extends { id: number; position: number }, Item, Input>(
  ctx: AppContext,
  section: Section<Row, Item, Input>,
) {
  const store = sectionStore(ctx.db, section);
  // Answers after the cache moved on, so a shop page opened from the admin's answer is already fresh.
  const fresh = async <T>(mainId: string, value: T): Promise<T> => {
    await ctx.cache.invalidate(mainId);
    return value;
  };
  return {
    list: async (req: SectionRequest) => ({ data: await store.list(req.mainId) }),
    async create(req: SectionRequest & { body: Input; reply: { code(status: number): unknown } }) {
      const item = await store.create(requireStaff(req.staff), req.body);
      req.reply.code(201);
      return fresh(req.mainId, { data: item });
    },
    update: async (req: SectionRequest & { params: { itemId: number }; body: Input }) =>
      fresh(req.mainId, { data: await store.update(requireStaff(req.staff), req.params.itemId, req.body) }),
    async remove(req: SectionRequest & { params: { itemId: number } }) {
      await store.remove(requireStaff(req.staff), req.params.itemId);
      return fresh(req.mainId, DELETED);
    },
    reorder: async (req: SectionRequest & { body: { ids: number[] } }) =>
      fresh(req.mainId, { data: await store.reorder(requireStaff(req.staff), req.body.ids) }),
  };
}

export function adminMarketingHandlers(ctx: AppContext): MarketingHandlers {
  const slides = sectionHandlers(ctx, sliderSection);
  const offerList = sectionHandlers(ctx, offerSection);
  const arrivals = sectionHandlers(ctx, arrivalSection);
  const shelves = sectionHandlers(ctx, categorySection);
  return {
    adminListSliders: slides.list,
    adminCreateSlider: slides.create,
    adminUpdateSlider: slides.update,
    adminDeleteSlider: slides.remove,
    adminReorderSliders: slides.reorder,
    adminListOffers: offerList.list,
    adminCreateOffer: offerList.create,
    adminUpdateOffer: offerList.update,
    adminDeleteOffer: offerList.remove,
    adminReorderOffers: offerList.reorder,
    adminListArrivalGroups: arrivals.list,
    adminCreateArrivalGroup: arrivals.create,
    adminUpdateArrivalGroup: arrivals.update,
    adminDeleteArrivalGroup: arrivals.remove,
    adminReorderArrivalGroups: arrivals.reorder,
    adminListShopCategories: shelves.list,
    adminCreateShopCategory: shelves.create,
    adminUpdateShopCategory: shelves.update,
    adminDeleteShopCategory: shelves.remove,
    adminReorderShopCategories: shelves.reorder,
  };
}
