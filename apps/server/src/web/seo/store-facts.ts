// What pages, previews, structured data and the feed say about the store itself: its name, logo,
// contact and address, and its delivery rules (the cheapest delivery and the lowest order total that
// travels free), read once per store data version.
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { deliveryPriceBands, freeDeliveryBands, stores } from "../../db/schema.js";
import { isActiveStatus } from "../../db/visibility.js";
import { STORE_NAME_FALLBACK } from "../../services/store-name.js";

export interface StoreFacts {
  name: string;
  tagline: string;
  /** Site path or URL of the logo, "" without one. */
  logo: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  /** The brand colour (the payment widget's), a #rrggbb. */
  color: string;
  /** The cheapest Active distance band's charge; null when the store has none. */
  lowestDeliveryPrice: number | null;
  /** The lowest order total any Active free-delivery band ships free from; null without one. */
  freeDeliveryFrom: number | null;
}

const FACTS_KEY = "web:store-facts";

async function readFacts(ctx: Pick<AppContext, "db" | "env">): Promise<StoreFacts> {
  const { db, env } = ctx;
  const [store] = await db.select().from(stores).where(eq(stores.main_id, env.mainId));
  const [delivery] = await db
    .select({ price: sql<number | null>`min(${deliveryPriceBands.delivery_price})` })
    .from(deliveryPriceBands)
    .where(and(eq(deliveryPriceBands.main_id, env.mainId), isActiveStatus(deliveryPriceBands.status)));
  const [free] = await db
    .select({ from: sql<number | null>`min(${freeDeliveryBands.freedelivery_price})` })
    .from(freeDeliveryBands)
    .where(and(eq(freeDeliveryBands.main_id, env.mainId), isActiveStatus(freeDeliveryBands.status)));
  const money = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    name: store?.orignal_logoname.trim() || store?.company_name.trim() || STORE_NAME_FALLBACK,
    tagline: store?.tag_line.trim() ?? "",
    logo: store?.profilePic.trim() ?? "",
    email: store?.email.trim() ?? "",
    phone: (store?.mobile ?? store?.phone ?? "").trim(),
    address: (store?.office_address || store?.address || "").trim(),
    city: store?.office_city.trim() ?? "",
    color: /^#[0-9a-f]{6}$/i.test(store?.company_color ?? "")
      ? (store?.company_color ?? "#000000")
      : "#000000",
    lowestDeliveryPrice: money(delivery?.price),
    freeDeliveryFrom: money(free?.from),
  };
}

/** The store's facts, from the catalogue cache (a store or delivery write makes them new). */
export async function storeFacts(ctx: Pick<AppContext, "db" | "env" | "cache">): Promise<StoreFacts> {
  const entry = await ctx.cache.get(ctx.env.mainId, FACTS_KEY, () => readFacts(ctx));
  return JSON.parse(entry.body.toString("utf8")) as StoreFacts;
}

/** Shipping to a shopper for an order of `price`: free from the free-delivery total, else the cheapest band. */
export function shippingFor(facts: StoreFacts, price: number): number | null {
  if (facts.freeDeliveryFrom !== null && price >= facts.freeDeliveryFrom) return 0;
  return facts.lowestDeliveryPrice;
}

/** An absolute URL for a site path or an https URL; null for anything else. */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  const value = (pathOrUrl ?? "").trim();
  if (!value) return null;
  if (/^https:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//")) return null;
  return `${origin}${value.startsWith("/") ? "" : "/"}${value}`;
}
