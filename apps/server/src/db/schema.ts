// Every table of the store. TypeScript property names are the API's field names (spec §3) wherever a
// column is an API field, so handlers can return rows without a renaming layer; SQL names are
// snake_case. Internal-only columns (hashes, expiry times) use camelCase properties.
//
// After changing this file run `node src/db/generate-migrations.mjs` (drizzle-kit generate plus a
// rewrite that keeps the SQL schema-neutral); schema-drift.test.ts fails until the migration exists.
import type { CreditNote } from "@henna/domain/credit-note";
import { relations, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Money and distances: numeric in SQL (exact), numbers in TypeScript.
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
const kilometers = (name: string) => numeric(name, { precision: 8, scale: 2, mode: "number" });
const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const mainId = () =>
  text("main_id")
    .notNull()
    .references(() => stores.main_id, { onDelete: "cascade" });

export type ActiveStatus = "Active" | "Inactive";
/**
 * A status is stored exactly as ActiveStatus spells it, so "what the shop shows" is `status = 'Active'`
 * through the listing indexes (db/visibility.ts), never lower(trim(status)).
 */
const activeStatusCheck = (table: string, status: AnyPgColumn) =>
  check(`${table}_status_check`, sql`${status} in ('Active', 'Inactive')`);
export type ProductType = "Simple" | "Variable Product" | "Grouped Product";
export type OtpPurpose = "signup" | "reset";
export type ButtonId = "getquote" | "addtocart" | "buynow";
export type LocationType = "Home" | "Office" | "Others";
export type OrderKind = "product" | "course";
export type PaymentMode = "Pay now" | "Pay on delivery";
export type PaymentStatus = "Pending" | "Success" | "Failed";
export type OrderStatus =
  | "Pending"
  | "Processing"
  | "Packed"
  | "Shipped"
  | "Out for delivery"
  | "Delivered"
  | "Cancelled";
export type GatewayName = "razorpay" | "sandbox";
/** How an order's GST was worked out (orders.tax_mode). */
export type OrderTaxMode = "inclusive" | "exclusive" | "legacy_fixed";
export type Gender = "Male" | "Female" | "Other";
/** Where the back office's inbox stands with a lead, enquiry or quote request. */
export type InboxStatus = "new" | "contacted" | "closed";

/** The supplier of an issued GST invoice, as the store's profile named it then (orders.invoice_supplier). */
export interface InvoiceSupplier {
  name: string;
  address: string;
  gstin: string | null;
  mobile: string | null;
  email: string | null;
}

/** A place the store lists on its centers and contact pages (stores.centers). */
export interface StoreCenter {
  name: string;
  type: "Our Office" | "Center";
  address: string;
}

export interface Specification {
  label: string;
  value: string;
}
export interface AttributeTerm {
  id: number;
  name: string;
}
export interface ProductAttribute {
  name: string;
  slug: string;
  selectedTerms: AttributeTerm[];
}
export interface DownloadableFile {
  name: string;
  url: string;
}
export interface GroupedItem {
  product_id: number;
  title: string;
  image: string;
}
/** Copy of an address as it was when the order was placed. */
export interface AddressSnapshotData {
  id: number;
  location_user: LocationType;
  new_address: string;
  city: string;
  area: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  user_name: string;
}
export interface SummaryLineData {
  label: string;
  amount: number;
}
export interface Review {
  user: string;
  comment: string;
  rating: number;
}

export const stores = pgTable("stores", {
  main_id: text("main_id").primaryKey(),
  // Profile (GET /register/single)
  profilePic: text("profile_pic").notNull().default(""),
  orignal_logoname: text("orignal_logoname").notNull().default(""),
  tag_line: text("tag_line").notNull().default(""),
  google_address: text("google_address").notNull().default(""),
  gstin: text("gstin"),
  address: text("address").notNull().default(""),
  email: text("email").notNull().default(""),
  phone: text("phone").notNull().default(""),
  // Office: origin of delivery distances (§9)
  office_address: text("office_address").notNull().default(""),
  office_city: text("office_city").notNull().default(""),
  office_latitude: doublePrecision("office_latitude"),
  office_longitude: doublePrecision("office_longitude"),
  // Share of a pay-on-delivery order paid in advance, in percent
  delivery_percentage: numeric("delivery_percentage", { precision: 5, scale: 2, mode: "number" })
    .notNull()
    .default(0),
  // GST (@henna/domain/gst): the delivery fee's rate in percent, and whether the catalogue's prices
  // exclude GST (then checkout adds it); by default prices include it, as Indian retail prices do.
  delivery_gst_rate: numeric("delivery_gst_rate", { precision: 5, scale: 2, mode: "number" })
    .notNull()
    .default(18),
  prices_exclude_gst: boolean("prices_exclude_gst").notNull().default(false),
  // Refunds above this many rupees need an owner; staff may refund up to it.
  refund_staff_limit: money("refund_staff_limit").notNull().default(5000),
  // Returns (@henna/domain/return-eligibility): days after delivery a customer may ask for one (0: the
  // shop takes no returns), and the category codes whose products cannot be returned.
  return_window_days: integer("return_window_days").notNull().default(0),
  non_returnable_categories: jsonb("non_returnable_categories").$type<string[]>().notNull().default([]),
  // Help
  whatsapp_number: text("whatsapp_number"),
  mobile: text("mobile"),
  // Payment widget branding (secrets come from the environment, never from here)
  company_name: text("company_name").notNull().default(""),
  company_color: text("company_color").notNull().default("#000000"),
  // Page metadata (GET /meta)
  metaTitle: text("meta_title").notNull().default(""),
  metaDescription: text("meta_description").notNull().default(""),
  metaKeywords: text("meta_keywords").notNull().default(""),
  metaAuthor: text("meta_author").notNull().default(""),
  metaIcon: text("meta_icon").notNull().default(""),
  // Script URLs only, never inline HTML (design §3)
  metaScripts: jsonb("meta_scripts").$type<string[]>().notNull().default([]),
  // The academy's and the contact page's places (office and centers), as the owner lists them.
  centers: jsonb("centers").$type<StoreCenter[]>().notNull().default([]),
  // Bumped by every catalogue write; caches on any instance compare it to know they are stale.
  catalogVersion: bigint("catalog_version", { mode: "number" }).notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  "users",
  {
    user_id: serial("user_id").primaryKey(),
    main_id: mainId(),
    email: text("email").notNull(),
    full_name: text("full_name").notNull(),
    mobile: text("mobile").notNull().default(""),
    user_gstNo: text("user_gst_no").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    // Set while the back office has blocked the customer: every sign-in is refused with a message.
    blockedAt: timestamp("blocked_at", { withTimezone: true, mode: "date" }),
    // The language the customer reads the server's messages and e-mails in (@henna/domain/server-messages).
    language: text("language").$type<"en" | "hi">().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_store_email_key").on(t.main_id, t.email),
    check("users_language_check", sql`${t.language} in ('en', 'hi')`),
    // Uniqueness is only case-insensitive if every writer lower-cases; the database holds them to it.
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

export const otps = pgTable(
  "otps",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    email: text("email").notNull(),
    purpose: text("purpose").$type<OtpPurpose>().notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true, mode: "date" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("otps_lookup_idx").on(t.main_id, t.email, t.purpose, t.createdAt),
    check("otps_purpose_check", sql`${t.purpose} in ('signup', 'reset')`),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    tokenHash: text("token_hash").notNull(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    // Tokens rotated from one login share a family, so a replayed old token can revoke them all.
    family: text("family").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    replacedBy: integer("replaced_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash),
    index("refresh_tokens_user_idx").on(t.user_id),
    index("refresh_tokens_family_idx").on(t.family),
  ],
);

// One row per sign-in: the family of its rotated refresh tokens (the id is the family). Access tokens
// name it (`sid`), and every request checks it, so logout, a password reset or a replayed refresh
// token ends the sign-in's access tokens too, not only its refresh tokens.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    main_id: mainId(),
    // No foreign key: a session outlives a deleted account until it expires, so that account's token
    // still reaches the handlers, which answer 'User not found' (§4: the browser then drops its login).
    user_id: integer("user_id").notNull(),
    // Moves forward with each refresh; past it the session can only have been abandoned.
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.user_id), index("sessions_expires_idx").on(t.expiresAt)],
);

// Not tied to a store: a key may count one client address across every store the server hosts.
// `hits` are the accepted hits still inside the window (sliding window, see services/rate-limiter.ts).
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: timestamp("hits", { withTimezone: true, mode: "date" }).array().notNull(),
    // When the newest hit leaves the window: the row counts nothing after it and may be pruned.
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

// The transactional outbox: every e-mail and push message, written in the transaction of the change
// that causes it and delivered by the job runner (services/outbox). Without SMTP the mail rows are the
// dev mailbox (GET /api/dev/outbox). A push row's `to` is `user:<id>`; title and body ride in subject
// and text, its data in `payload`.
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    kind: text("kind").$type<"mail" | "push">().notNull().default("mail"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // A deliverer's claim: past it another instance may take the row (a crash mid-send: one duplicate).
    claimedUntil: timestamp("claimed_until", { withTimezone: true, mode: "date" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    deadAt: timestamp("dead_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_mails_to_idx").on(t.main_id, t.to, t.createdAt),
    index("outbox_mails_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.deadAt} is null`),
    check("outbox_mails_kind_check", sql`${t.kind} in ('mail', 'push')`),
  ],
);

// Background work (src/jobs): one row per run. A `singleton` job has at most one queued or running row,
// so a recurring job runs on one instance at a time however many instances poll.
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    state: text("state").$type<"queued" | "running" | "done" | "dead">().notNull().default("queued"),
    singleton: text("singleton"),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("jobs_singleton_key").on(t.singleton).where(sql`${t.state} in ('queued', 'running')`),
    index("jobs_due_idx").on(t.runAt).where(sql`${t.state} = 'queued'`),
    index("jobs_state_idx").on(t.state, t.finishedAt),
    check("jobs_state_check", sql`${t.state} in ('queued', 'running', 'done', 'dead')`),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    category: text("category").notNull(),
    name: text("name").notNull(),
    icon: text("icon").notNull().default(""),
    status: text("status").$type<ActiveStatus>().notNull().default("Active"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("categories_store_category_key").on(t.main_id, t.category),
    activeStatusCheck("categories", t.status),
  ],
);

export const products = pgTable(
  "products",
  {
    product_id: serial("product_id").primaryKey(),
    main_id: mainId(),
    title: text("title").notNull(),
    sku: text("sku").notNull(),
    product_type: text("product_type").$type<ProductType>().notNull().default("Simple"),
    image: text("image").notNull().default(""),
    gallery: jsonb("gallery").$type<string[]>().notNull().default([]),
    originalPrice: money("original_price").notNull().default(0),
    // Null when the product has no sale price (the card then shows N/A, §5).
    discountPrice: money("discount_price"),
    stock: integer("stock").notNull().default(0),
    totalStock: integer("total_stock").notNull().default(0),
    totalSold: integer("total_sold").notNull().default(0),
    // The transaction that last wrote stock, total_stock or total_sold (a trigger sets it, whatever code
    // writes): the catalogue's stock watch asks for the rows written since its last look.
    stockXid: bigint("stock_xid", { mode: "number" })
      .notNull()
      .default(sql`pg_current_xact_id()::text::bigint`),
    status: text("status").$type<ActiveStatus>().notNull().default("Active"),
    category: text("category").notNull().default(""),
    categorytype: jsonb("categorytype").$type<string[]>().notNull().default([]),
    description: text("description").notNull().default(""),
    short_description: text("short_description").notNull().default(""),
    key_features: jsonb("key_features").$type<string[]>().notNull().default([]),
    specifications: jsonb("specifications").$type<Specification[]>().notNull().default([]),
    attribute: jsonb("attribute").$type<ProductAttribute[]>().notNull().default([]),
    downloadable_files: jsonb("downloadable_files").$type<DownloadableFile[]>().notNull().default([]),
    grouped_product: jsonb("grouped_product").$type<GroupedItem[]>().notNull().default([]),
    delivery_days: integer("delivery_days").notNull().default(5),
    hsn_code: text("hsn_code").notNull().default(""),
    // GST rate in percent, included in the prices (the invoice takes it out).
    gst_rate: numeric("gst_rate", { precision: 5, scale: 2, mode: "number" }).notNull().default(18),
    reviews: jsonb("reviews").$type<Review[]>().notNull().default([]),
    // What the back office's search matches (title or SKU), lower-cased once when the row is written:
    // LIKE over it costs a third of lower() on every row, which decides an exact count of a common word.
    searchText: text("search_text").notNull().generatedAlwaysAs(sql`lower("title" || ' ' || "sku")`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_store_sku_key").on(t.main_id, t.sku),
    activeStatusCheck("products", t.status),
    // The back office's list (routes/admin/product-list.ts). This one answers the stock filters and
    // sort, and every count by an index-only scan: its trailing columns are the other filters.
    index("products_admin_stock_idx").on(
      t.main_id,
      t.stock,
      t.product_id,
      t.status,
      t.product_type,
      t.category,
      t.searchText,
    ),
    // Counts of the type and category filters, by an index-only range scan instead of a pass over all
    // (with a search too: search_text is in them).
    index("products_admin_type_idx").on(
      t.main_id,
      t.product_type,
      t.status,
      t.category,
      t.stock,
      t.searchText,
    ),
    index("products_admin_category_idx").on(
      t.main_id,
      t.category,
      t.status,
      t.product_type,
      t.stock,
      t.searchText,
    ),
    index("products_admin_newest_idx").on(t.main_id, t.createdAt, t.product_id),
    index("products_admin_updated_idx").on(t.main_id, t.updatedAt, t.product_id),
    index("products_admin_title_idx").on(t.main_id, t.title, t.product_id),
    index("products_admin_price_idx").on(
      t.main_id,
      sql`(CASE WHEN ${t.discountPrice} > 0 THEN ${t.discountPrice} ELSE GREATEST(${t.originalPrice}, 0) END)`,
      t.product_id,
    ),
    index("products_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Substring search at catalogue scale: queries must use `lower(title) LIKE '%term%'` (see search.ts).
    index("products_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    // Listing pages: one category, newest first, paged.
    index("products_listing_idx").on(t.main_id, t.status, t.category, t.createdAt, t.product_id),
    // Listing pages without a category filter (home "All Products", Recommended/Newest sorts).
    index("products_store_newest_idx").on(t.main_id, t.status, t.createdAt, t.product_id),
    // Popular sort.
    index("products_store_popular_idx").on(t.main_id, t.status, t.totalSold),
    index("products_stock_xid_idx").on(t.main_id, t.stockXid),
    // Price sorts: the expression must stay identical to `sortPrice` in routes/catalogue/product-query.ts.
    index("products_store_price_idx").on(
      t.main_id,
      t.status,
      sql`(CASE WHEN ${t.discountPrice} > 0 THEN ${t.discountPrice} ELSE GREATEST(${t.originalPrice}, 0) END)`,
      t.product_id,
    ),
  ],
);

export const productVariations = pgTable(
  "product_variations",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.product_id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    price: money("price").notNull().default(0),
    salePrice: money("sale_price").notNull().default(0),
    stock: integer("stock").notNull().default(0),
    // As products.stock_xid.
    stockXid: bigint("stock_xid", { mode: "number" })
      .notNull()
      .default(sql`pg_current_xact_id()::text::bigint`),
    imageUrl: text("image_url").notNull().default(""),
    galleryImages: jsonb("gallery_images").$type<string[]>().notNull().default([]),
    attributes: jsonb("attributes").$type<Record<string, string>>().notNull().default({}),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_variations_store_sku_key").on(t.main_id, t.sku),
    // The back office's search by a variation's SKU.
    index("product_variations_sku_trgm_idx").using("gin", sql`lower(${t.sku}) gin_trgm_ops`),
    index("product_variations_product_idx").on(t.product_id, t.position),
    index("product_variations_stock_xid_idx").on(t.main_id, t.stockXid),
  ],
);

export const newArrivalGroups = pgTable(
  "new_arrival_groups",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    category_name: text("category_name").notNull(),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    // Served as the group's `product` list.
    product_ids: jsonb("product_ids").$type<number[]>().notNull().default([]),
    // Inactive groups, offers and slides stay in the back office but the shop does not show them.
    status: text("status").$type<ActiveStatus>().notNull().default("Active"),
  },
  (t) => [
    index("new_arrival_groups_store_idx").on(t.main_id, t.position),
    activeStatusCheck("new_arrival_groups", t.status),
  ],
);

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    image: text("image").notNull().default(""),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    link: text("link"),
    position: integer("position").notNull().default(0),
    status: text("status").$type<ActiveStatus>().notNull().default("Active"),
  },
  (t) => [index("offers_store_idx").on(t.main_id, t.position), activeStatusCheck("offers", t.status)],
);

export const sliders = pgTable(
  "sliders",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    offer_name: text("offer_name").notNull().default(""),
    slider_name: text("slider_name").notNull(),
    description: text("description").notNull().default(""),
    image: text("image").notNull().default(""),
    price: money("price"),
    cutOffPrice: money("cut_off_price"),
    background_image: text("background_image").notNull().default(""),
    // The product the slide advertises.
    product: integer("product").references(() => products.product_id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    status: text("status").$type<ActiveStatus>().notNull().default("Active"),
  },
  (t) => [index("sliders_store_idx").on(t.main_id, t.position), activeStatusCheck("sliders", t.status)],
);

export const marquees = pgTable(
  "marquees",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    heading: text("heading").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("marquees_store_idx").on(t.main_id, t.position)],
);

/** A page's own title and description (the store's metadata stands for the pages without one). */
export const pageMetas = pgTable(
  "page_metas",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    // The page's path, e.g. '/about' or '/course' (lower case, no trailing slash; '/' is the home).
    route: text("route").notNull(),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
  },
  (t) => [uniqueIndex("page_metas_store_route_key").on(t.main_id, t.route)],
);

export const pincodes = pgTable(
  "pincodes",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    pincode: text("pincode").notNull(),
    status: text("status").$type<ActiveStatus>().notNull().default("Active"),
  },
  (t) => [
    uniqueIndex("pincodes_store_pincode_key").on(t.main_id, t.pincode),
    activeStatusCheck("pincodes", t.status),
  ],
);

export const deliveryPriceBands = pgTable(
  "delivery_price_bands",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    min_kilometer: kilometers("min_kilometer").notNull(),
    max_kilometer: kilometers("max_kilometer").notNull(),
    delivery_price: money("delivery_price").notNull(),
    status: text("status").$type<ActiveStatus>().notNull().default("Active"),
  },
  (t) => [
    index("delivery_price_bands_store_idx").on(t.main_id),
    activeStatusCheck("delivery_price_bands", t.status),
  ],
);

export const freeDeliveryBands = pgTable(
  "free_delivery_bands",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    min_kilometer: kilometers("min_kilometer").notNull(),
    max_kilometer: kilometers("max_kilometer").notNull(),
    // Order total from which delivery in this band is free.
    freedelivery_price: money("freedelivery_price").notNull(),
    // Inactive bands stay in the back office; the shop and the checkout use only Active ones.
    status: text("status").$type<ActiveStatus>().notNull().default("Active"),
  },
  (t) => [
    index("free_delivery_bands_store_idx").on(t.main_id),
    activeStatusCheck("free_delivery_bands", t.status),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    code: text("code").notNull(),
    percentage_offer: numeric("percentage_offer", { precision: 5, scale: 2, mode: "number" }),
    price_offer: money("price_offer"),
    min_amount: money("min_amount").notNull().default(0),
    valid_from: timestamp("valid_from", { withTimezone: true, mode: "date" }),
    valid_to: timestamp("valid_to", { withTimezone: true, mode: "date" }),
    usage_limit: integer("usage_limit"),
    used_count: integer("used_count").notNull().default(0),
    status: text("status").$type<ActiveStatus>().notNull().default("Active"),
  },
  (t) => [
    uniqueIndex("coupons_store_code_key").on(t.main_id, t.code),
    // Codes are matched case-insensitively by storing them upper-cased.
    check("coupons_code_upper_check", sql`${t.code} = upper(${t.code})`),
    activeStatusCheck("coupons", t.status),
  ],
);

export const buttons = pgTable(
  "buttons",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    button_id: text("button_id").$type<ButtonId>().notNull(),
    default: boolean("default").notNull().default(false),
  },
  (t) => [uniqueIndex("buttons_store_button_key").on(t.main_id, t.button_id)],
);

export const payButtons = pgTable(
  "pay_buttons",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("pay_buttons_store_name_key").on(t.main_id, t.name)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.product_id, { onDelete: "cascade" }),
    // The product's sku, or the chosen variation's sku for a variable product.
    sku: text("sku").notNull(),
    quantity: integer("quantity").notNull().default(1),
    course: boolean("course").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_items_user_sku_key").on(t.user_id, t.sku),
    check("cart_items_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    location_user: text("location_user").$type<LocationType>().notNull().default("Home"),
    new_address: text("new_address").notNull(),
    city: text("city").notNull().default(""),
    area: text("area").notNull().default(""),
    pincode: text("pincode").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    // Default shipping (S) and billing (B) address; at most one of each per user.
    defaultaddressS: boolean("default_address_s").notNull().default(false),
    defaultaddressB: boolean("default_address_b").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.user_id),
    uniqueIndex("addresses_one_default_shipping_key").on(t.user_id).where(sql`${t.defaultaddressS}`),
    uniqueIndex("addresses_one_default_billing_key").on(t.user_id).where(sql`${t.defaultaddressB}`),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull().default(""),
    email: text("email").notNull().default(""),
    description: text("description").notNull().default(""),
    cart_products: jsonb("cart_products").$type<unknown[]>().notNull().default([]),
    user_id: integer("user_id").references(() => users.user_id, { onDelete: "set null" }),
    user_name: text("user_name").notNull().default(""),
    coupon_code: text("coupon_code"),
    couponapplied: boolean("couponapplied").notNull().default(false),
    discountprice: money("discountprice").notNull().default(0),
    amountbeforediscount: money("amountbeforediscount").notNull().default(0),
    amountafterdiscount: money("amountafterdiscount").notNull().default(0),
    guestVeg: text("guest_veg"),
    guestNonVeg: text("guest_non_veg"),
    payment_mode: text("payment_mode").notNull().default("NA"),
    // The back office's inbox: how far the team has got with it, and its private note.
    inboxStatus: text("inbox_status").$type<InboxStatus>().notNull().default("new"),
    inboxNote: text("inbox_note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("quotes_store_idx").on(t.main_id, t.createdAt),
    check("quotes_inbox_status_check", sql`${t.inboxStatus} in ('new', 'contacted', 'closed')`),
  ],
);

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    mobile: text("mobile").notNull().default(""),
    remark: text("remark").notNull().default(""),
    user_id: integer("user_id").references(() => users.user_id, { onDelete: "set null" }),
    user_name: text("user_name").notNull().default(""),
    property_id: text("property_id"),
    // The back office's inbox: how far the team has got with it, and its private note.
    inboxStatus: text("inbox_status").$type<InboxStatus>().notNull().default("new"),
    inboxNote: text("inbox_note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_store_idx").on(t.main_id, t.createdAt),
    check("leads_inbox_status_check", sql`${t.inboxStatus} in ('new', 'contacted', 'closed')`),
  ],
);

export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull().default(""),
    parent_name: text("parent_name").notNull().default(""),
    // The enquiry form sends the e-mail address in this field (§3).
    school: text("school").notNull().default(""),
    dob: text("dob").notNull().default(""),
    age: text("age").notNull().default(""),
    remark: text("remark").notNull().default(""),
    // The back office's inbox: how far the team has got with it, and its private note.
    inboxStatus: text("inbox_status").$type<InboxStatus>().notNull().default("new"),
    inboxNote: text("inbox_note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("enquiries_store_idx").on(t.main_id, t.createdAt),
    check("enquiries_inbox_status_check", sql`${t.inboxStatus} in ('new', 'contacted', 'closed')`),
  ],
);

export const classLevels = pgTable(
  "class_levels",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    // An inactive level is kept (enquiries name it) but no longer offered on the enquiry form.
    active: boolean("active").notNull().default(true),
  },
  (t) => [uniqueIndex("class_levels_store_name_key").on(t.main_id, t.name)],
);

export const pushTokens = pgTable(
  "push_tokens",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    device_token: text("device_token").notNull(),
    platform: text("platform"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("push_tokens_device_token_key").on(t.device_token),
    index("push_tokens_user_idx").on(t.user_id),
  ],
);

// One admission form per user and store. The Aadhaar number is stored only encrypted
// (AES-256-GCM, "iv.tag.ciphertext" in base64) plus its last four digits for the masked display.
export const admissions = pgTable(
  "admissions",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    fatherName: text("father_name").notNull(),
    motherName: text("mother_name").notNull(),
    // `YYYY-MM-DD`, or empty when not given.
    dob: text("dob").notNull().default(""),
    aadharEncrypted: text("aadhar_encrypted").notNull(),
    aadharLast4: text("aadhar_last4").notNull(),
    gender: text("gender").$type<Gender>().notNull(),
    school: text("school").notNull().default(""),
    address: text("address").notNull(),
    pincode: text("pincode").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email").notNull(),
    center: text("center").notNull(),
    rulesAgreed: boolean("rules_agreed").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("admissions_store_user_key").on(t.main_id, t.user_id),
    check("admissions_aadhar_last4_check", sql`${t.aadharLast4} ~ '^[0-9]{4}$'`),
  ],
);

// Product orders and course (admission) payments share one table: both are priced by the server,
// paid through the same gateway flow and verified by the same code.
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    kind: text("kind").$type<OrderKind>().notNull().default("product"),
    // Orders are financial records: a user with orders cannot be deleted by accident.
    user_id: integer("user_id")
      .notNull()
      .references(() => users.user_id),
    admission_id: integer("admission_id").references(() => admissions.id),
    order_id: text("order_id").notNull(),
    receipt_id: text("receipt_id").notNull(),
    payment_mode: text("payment_mode").$type<PaymentMode>().notNull(),
    // Payment status.
    status: text("status").$type<PaymentStatus>().notNull().default("Pending"),
    orderStatus: text("order_status").$type<OrderStatus>().notNull().default("Pending"),
    user_name: text("user_name").notNull().default(""),
    amountbeforediscount: money("amountbeforediscount").notNull(),
    amountafterdiscount: money("amountafterdiscount").notNull(),
    discountprice: money("discountprice").notNull().default(0),
    couponapplied: boolean("couponapplied").notNull().default(false),
    coupon_code: text("coupon_code"),
    coupon_id: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    deliveryCharge: money("delivery_charge").notNull().default(0),
    // The GST added on top of the prices when the store priced without GST (else 0); on orders placed
    // before GST came from the products' rates (tax_mode legacy_fixed), the fixed 'Gst Tax (10%)' line.
    taxAmount: money("tax_amount").notNull().default(0),
    // How the order's GST was worked out: inclusive or exclusive prices (@henna/domain/gst), or
    // legacy_fixed for orders placed with the fixed tax line, whose amounts and invoices stay as issued.
    tax_mode: text("tax_mode").$type<OrderTaxMode>().notNull().default("inclusive"),
    // The delivery fee's GST rate when the order was placed (null on legacy_fixed orders).
    delivery_gst_rate: numeric("delivery_gst_rate", { precision: 5, scale: 2, mode: "number" }),
    // Intra- or inter-state as the order was priced (null on legacy_fixed orders): its invoice is worked
    // out the same way, so it equals the checkout to the paisa even if the store moves state meanwhile.
    gst_supply_type: text("gst_supply_type").$type<"intra-state" | "inter-state">(),
    feeAmount: money("fee_amount").notNull().default(0),
    totalAmountbeforePay: money("total_amount_before_pay").notNull(),
    advance_amount: money("advance_amount").notNull().default(0),
    remaining_amount: money("remaining_amount").notNull().default(0),
    summary: jsonb("summary").$type<SummaryLineData[]>().notNull().default([]),
    billing_address: jsonb("billing_address").$type<AddressSnapshotData>(),
    shipping_address: jsonb("shipping_address").$type<AddressSnapshotData>(),
    mobile: text("mobile").notNull().default(""),
    user_gstNo: text("user_gst_no"),
    customer_note: text("customer_note"),
    gateway: text("gateway").$type<GatewayName>(),
    gateway_order_id: text("gateway_order_id"),
    gateway_amount_paise: integer("gateway_amount_paise"),
    razorpay_payment_id: text("razorpay_payment_id"),
    // Set once, by whichever path gives the reserved stock back (failed payment, cancellation).
    stock_released: boolean("stock_released").notNull().default(false),
    // True while this order holds one use of its coupon.
    coupon_counted: boolean("coupon_counted").notNull().default(false),
    delivered: boolean("delivered").notNull().default(false),
    processing_date: timestamp("processing_date", { withTimezone: true, mode: "date" }),
    shipped_date: timestamp("shipped_date", { withTimezone: true, mode: "date" }),
    out_deliverydate: timestamp("out_deliverydate", { withTimezone: true, mode: "date" }),
    delivery_date: timestamp("delivery_date", { withTimezone: true, mode: "date" }),
    invoice_number: text("invoice_number"),
    invoice_date: timestamp("invoice_date", { withTimezone: true, mode: "date" }),
    // The supplier as it was when the invoice was issued (null on orders invoiced before it was kept).
    invoice_supplier: jsonb("invoice_supplier").$type<InvoiceSupplier>(),
    paid_at: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("orders_tax_mode_check", sql`${t.tax_mode} in ('inclusive', 'exclusive', 'legacy_fixed')`),
    check("orders_gst_supply_type_check", sql`${t.gst_supply_type} in ('intra-state', 'inter-state')`),
    uniqueIndex("orders_order_id_key").on(t.order_id),
    uniqueIndex("orders_receipt_id_key").on(t.receipt_id),
    uniqueIndex("orders_gateway_order_id_key").on(t.gateway_order_id),
    uniqueIndex("orders_invoice_number_key").on(t.main_id, t.invoice_number),
    index("orders_user_idx").on(t.main_id, t.user_id, t.createdAt),
    // The back office's orders list: a store's orders, newest first.
    index("orders_store_created_idx").on(t.main_id, t.createdAt),
    index("orders_admission_idx").on(t.admission_id),
    // Unpaid orders past their time are swept (their stock goes back on sale).
    index("orders_unpaid_idx")
      .on(t.main_id, t.createdAt)
      .where(sql`${t.status} = 'Pending' and ${t.advance_amount} > 0`),
    // The dashboard and the sales report: paid orders by when they were paid, with what the figures
    // read (an index-only scan on a store of 100,000 orders).
    index("orders_paid_idx")
      .on(t.main_id, t.paid_at, t.totalAmountbeforePay, t.orderStatus)
      .where(sql`${t.status} = 'Success'`),
    // The dashboard's orders waiting per status: only the few not yet delivered are in it. Queries
    // must repeat this predicate word for word (routes/admin/reports/dashboard.ts).
    index("orders_waiting_idx")
      .on(t.main_id, t.orderStatus)
      .where(
        sql`${t.status} <> 'Failed' and ${t.orderStatus} in ('Pending', 'Processing', 'Packed', 'Shipped', 'Out for delivery')`,
      ),
    // GSTR-1: a month's issued invoices.
    index("orders_invoice_date_idx")
      .on(t.main_id, t.invoice_date)
      .where(sql`${t.invoice_number} is not null`),
    check("orders_kind_check", sql`${t.kind} in ('product', 'course')`),
    check("orders_payment_mode_check", sql`${t.payment_mode} in ('Pay now', 'Pay on delivery')`),
    check("orders_status_check", sql`${t.status} in ('Pending', 'Success', 'Failed')`),
    check(
      "orders_order_status_check",
      sql`${t.orderStatus} in ('Pending', 'Processing', 'Packed', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled')`,
    ),
    check("orders_course_admission_check", sql`(${t.kind} = 'course') = (${t.admission_id} is not null)`),
    check(
      "orders_amounts_check",
      sql`${t.totalAmountbeforePay} >= 0 and ${t.advance_amount} >= 0 and ${t.remaining_amount} >= 0 and ${t.advance_amount} + ${t.remaining_amount} = ${t.totalAmountbeforePay}`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    order_ref: integer("order_ref")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    // A snapshot: no foreign key, so the line survives the product being deleted later.
    product_id: integer("product_id").notNull(),
    variation_id: integer("variation_id"),
    sku: text("sku").notNull(),
    title: text("title").notNull(),
    image: text("image").notNull().default(""),
    quantity: integer("quantity").notNull(),
    unit_price: money("unit_price").notNull(),
    sale_price: money("sale_price").notNull(),
    line_total: money("line_total").notNull(),
    hsn_code: text("hsn_code"),
    // The product's GST rate when the order was placed.
    gst_rate: numeric("gst_rate", { precision: 5, scale: 2, mode: "number" }).notNull().default(18),
    delivery_days: integer("delivery_days").notNull().default(0),
    variation_attributes: jsonb("variation_attributes").$type<Record<string, string>>(),
  },
  (t) => [
    index("order_items_order_idx").on(t.order_ref, t.position),
    check("order_items_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

// What an order-creating request answered, so a retry with the same Idempotency-Key replays it. The
// row is inserted in the order's transaction; the unique index makes a concurrent duplicate wait.
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.user_id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    operation: text("operation").notNull(),
    request_hash: text("request_hash").notNull(),
    order_ref: integer("order_ref").references(() => orders.id, { onDelete: "cascade" }),
    // Null until the answer is known (the gateway order is created after the order's transaction).
    response_status: integer("response_status"),
    response_body: jsonb("response_body").$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_key").on(t.main_id, t.user_id, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

// Gateway webhook deliveries already handled (gateways retry; each event is applied once).
export const webhookEvents = pgTable("webhook_events", {
  event_id: text("event_id").primaryKey(),
  main_id: mainId(),
  event: text("event").notNull(),
  createdAt: createdAt(),
});

// Invoice numbers run from 1 in each financial year (April to March, Indian time) per store.
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    main_id: mainId(),
    financial_year: text("financial_year").notNull(),
    last_number: integer("last_number").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.main_id, t.financial_year], name: "invoice_counters_pkey" })],
);

// Credit-note numbers run from 1 in each financial year per store, a series of their own.
export const creditNoteCounters = pgTable(
  "credit_note_counters",
  {
    main_id: mainId(),
    financial_year: text("financial_year").notNull(),
    last_number: integer("last_number").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.main_id, t.financial_year], name: "credit_note_counters_pkey" })],
);

/** A credit note's lines and totals as issued (`@henna/domain/credit-note`). */
export type CreditNoteData = CreditNote;

// A GST credit note: issued once per refund of goods or delivery on an invoiced order, frozen as issued.
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    order_ref: integer("order_ref")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    refund_ref: integer("refund_ref")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    issued_at: timestamp("issued_at", { withTimezone: true, mode: "date" }).notNull(),
    invoice_number: text("invoice_number").notNull(),
    invoice_date: timestamp("invoice_date", { withTimezone: true, mode: "date" }).notNull(),
    supplier: jsonb("supplier").$type<InvoiceSupplier>().notNull(),
    note: jsonb("note").$type<CreditNoteData>().notNull(),
    taxable_value: money("taxable_value").notNull(),
    cgst: money("cgst").notNull(),
    sgst: money("sgst").notNull(),
    igst: money("igst").notNull(),
    total: money("total").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credit_notes_number_key").on(t.main_id, t.number),
    uniqueIndex("credit_notes_refund_key").on(t.refund_ref),
    index("credit_notes_order_idx").on(t.order_ref),
    // GSTR-1: a month's credit notes.
    index("credit_notes_issued_idx").on(t.main_id, t.issued_at),
  ],
);

export type RefundStateValue = "initiated" | "processed" | "failed";
export type RefundMethodValue = "gateway" | "manual";
export type RefundKind = "cancel" | "partial";
export type ManualChannelValue = "upi" | "bank_transfer";
export interface RefundLineData {
  /** order_items.id */
  item_id: number;
  quantity: number;
  /** Rupees this refund gave back for these units (after their coupon share). */
  amount: number;
}

// Money given back on an order (services/refunds/): through the gateway (one Razorpay refund per row,
// made with the row's idempotency key) or by hand for cash collected at the door. A row is written
// `initiated` before the gateway is asked, so a crash after the gateway's answer leaves a row the
// reconciliation job settles by asking the gateway again with the same key.
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    order_ref: integer("order_ref")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<RefundKind>().notNull(),
    method: text("method").$type<RefundMethodValue>().notNull(),
    amount: money("amount").notNull(),
    lines: jsonb("lines").$type<RefundLineData[]>().notNull().default([]),
    delivery: money("delivery").notNull().default(0),
    reason: text("reason").notNull(),
    state: text("state").$type<RefundStateValue>().notNull().default("initiated"),
    // The back office's Idempotency-Key: a double click or a retry answers the first refund.
    idempotency_key: text("idempotency_key").notNull(),
    gateway_refund_id: text("gateway_refund_id"),
    manual_channel: text("manual_channel").$type<ManualChannelValue>(),
    manual_reference: text("manual_reference"),
    failure_reason: text("failure_reason"),
    staff_id: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("refunds_order_key").on(t.order_ref, t.idempotency_key),
    uniqueIndex("refunds_gateway_refund_key").on(t.gateway_refund_id),
    index("refunds_order_idx").on(t.order_ref, t.createdAt),
    // The reconciliation job's work: gateway refunds not yet settled.
    index("refunds_unsettled_idx")
      .on(t.createdAt)
      .where(sql`${t.state} = 'initiated' and ${t.method} = 'gateway'`),
    check("refunds_kind_check", sql`${t.kind} in ('cancel', 'partial')`),
    check("refunds_method_check", sql`${t.method} in ('gateway', 'manual')`),
    check("refunds_state_check", sql`${t.state} in ('initiated', 'processed', 'failed')`),
    check("refunds_amount_check", sql`${t.amount} > 0 and ${t.delivery} >= 0`),
    check(
      "refunds_manual_check",
      sql`(${t.method} = 'manual') = (${t.manual_channel} is not null and ${t.manual_reference} is not null)`,
    ),
    check("refunds_manual_channel_check", sql`${t.manual_channel} in ('upi', 'bank_transfer')`),
  ],
);

export interface ReturnLineData {
  item_id: number;
  quantity: number;
}

// A customer's return request (services/returns/, @henna/domain/return-status): the lines and units
// asked for, why, and the back office's answers on the way to the refund it ends with.
export const returnRequests = pgTable(
  "return_requests",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    order_ref: integer("order_ref")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.user_id),
    state: text("state").$type<ReturnStateValue>().notNull().default("requested"),
    lines: jsonb("lines").$type<ReturnLineData[]>().notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    pickup_note: text("pickup_note"),
    reject_reason: text("reject_reason"),
    refund_ref: integer("refund_ref").references(() => refunds.id, { onDelete: "set null" }),
    // Bumped by a refund the gateway refused, so the next try is a new refund rather than a replay.
    refund_attempts: integer("refund_attempts").notNull().default(0),
    staff_id: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("return_requests_order_idx").on(t.order_ref, t.createdAt),
    // The back office's inbox: a store's requests by state, newest first.
    index("return_requests_store_idx").on(t.main_id, t.state, t.createdAt),
    check(
      "return_requests_state_check",
      sql`${t.state} in ('requested', 'approved', 'rejected', 'received', 'restocked', 'written_off', 'refunded')`,
    ),
  ],
);

export type ReturnStateValue =
  | "requested"
  | "approved"
  | "rejected"
  | "received"
  | "restocked"
  | "written_off"
  | "refunded";

// The sandbox gateway's own book of refunds (PAYMENT_GATEWAY=sandbox only): what Razorpay keeps on its
// side, so a refund made once is answered again for its idempotency key even after our server crashed.
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    payment_id: text("payment_id").notNull(),
    amount_paise: integer("amount_paise").notNull(),
    idempotency_key: text("idempotency_key").notNull(),
    receipt: text("receipt").notNull(),
    status: text("status").$type<"pending" | "processed" | "failed">().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sandbox_refunds_key").on(t.idempotency_key),
    index("sandbox_refunds_payment_idx").on(t.payment_id),
  ],
);

// Audit trail of every payment and fulfilment status move.
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    order_ref: integer("order_ref")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    field: text("field").$type<"status" | "orderStatus">().notNull(),
    from_value: text("from_value"),
    to_value: text("to_value").notNull(),
    actor: text("actor").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.order_ref, t.createdAt)],
);

// ---------------------------------------------------------------- back office

export type StaffRole = "owner" | "staff";
export type StockReason =
  | "received"
  | "damaged"
  | "correction"
  | "import"
  | "cancelled"
  | "returned"
  | "written_off";
export type ImportState = "checked" | "queued" | "running" | "done" | "failed";

/** One problem of a CSV import row (1-based row of the file, its header name). */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

// Staff are not customers: their own accounts, sessions and audience (routes/admin/). A removed member
// keeps the row (the audit log names it) but can no longer sign in; the e-mail may be invited again.
export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    role: text("role").$type<StaffRole>().notNull(),
    // Null until the member sets a password from the one-time link.
    passwordHash: text("password_hash"),
    invitedBy: integer("invited_by"),
    // The newest order the member has looked at in the orders list (the "new orders" badge).
    ordersSeenAt: timestamp("orders_seen_at", { withTimezone: true, mode: "date" }),
    removedAt: timestamp("removed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("staff_members_store_email_key").on(t.main_id, t.email).where(sql`${t.removedAt} is null`),
    check("staff_members_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("staff_members_role_check", sql`${t.role} in ('owner', 'staff')`),
  ],
);

// One row per staff sign-in. Every admin request checks it: ended (logout, removal) or idle for 30
// minutes refuses the token at once; `lastSeenAt` moves with use.
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    main_id: mainId(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staff_id)],
);

export const staffRefreshTokens = pgTable(
  "staff_refresh_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    session_id: text("session_id")
      .notNull()
      .references(() => staffSessions.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_refresh_tokens_hash_key").on(t.tokenHash),
    index("staff_refresh_tokens_session_idx").on(t.session_id),
  ],
);

// One-time links to set a password (the CLI's first owner, an invitation, a reset by the owner).
export const staffPasswordTokens = pgTable(
  "staff_password_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_password_tokens_staff_idx").on(t.staff_id)],
);

// One-time links that make a store's first owner in the browser (printed at start while the store has
// no owner): stored hashed, valid 24 hours, spent by their use or by any owner coming to exist.
export const ownerSetupTokens = pgTable(
  "owner_setup_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    main_id: mainId(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("owner_setup_tokens_store_idx").on(t.main_id)],
);

// Every write a staff member (or the automation token) makes: who, when, what, before and after.
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    // Null for the automation token (ADMIN_TOKEN) and the command line.
    staff_id: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id").notNull().default(""),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_store_time_idx").on(t.main_id, t.createdAt),
    index("audit_log_entity_idx").on(t.main_id, t.entity, t.entity_id),
  ],
);

// Stock adjustments with their reason; orders and cancellations are in the orders themselves.
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.product_id, { onDelete: "cascade" }),
    variation_id: integer("variation_id").references(() => productVariations.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    stockAfter: integer("stock_after").notNull(),
    reason: text("reason").$type<StockReason>().notNull(),
    note: text("note").notNull().default(""),
    staff_id: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_product_idx").on(t.product_id, t.createdAt),
    check(
      "stock_movements_reason_check",
      sql`${t.reason} in ('received', 'damaged', 'correction', 'import', 'cancelled', 'returned', 'written_off')`,
    ),
  ],
);

// Uploaded pictures: the original is turned into WebP (and AVIF) at a few widths, kept by the media
// storage (services/media/) under `key`; the shop asks for `/media/<key>/<width>.<format>`.
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    key: text("key").notNull(),
    originalName: text("original_name").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    widths: jsonb("widths").$type<number[]>().notNull(),
    formats: jsonb("formats").$type<string[]>().notNull(),
    bytes: integer("bytes").notNull(),
    staff_id: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    // A customer's photo for a return request (services/returns/): only its uploader may attach it.
    user_id: integer("user_id").references(() => users.user_id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("media_assets_key_key").on(t.key),
    index("media_assets_store_idx").on(t.main_id, t.createdAt),
  ],
);

// bytea as a Buffer on both drivers (pg gives a Buffer, PGlite a Uint8Array).
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// The files of uploaded pictures when MEDIA_STORE=postgres: in the database every instance shares (and
// pg_dump backs up), keyed as the filesystem storage names them (`<media key>/<width>.<format>`).
export const mediaObjects = pgTable("media_objects", {
  key: text("key").primaryKey(),
  bytes: bytes("bytes").notNull(),
  createdAt: createdAt(),
});

// A CSV import: checked (dry run) first, then applied by the job runner in batches with progress.
export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    id: serial("id").primaryKey(),
    main_id: mainId(),
    staff_id: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull().default(""),
    // Unused: the file is kept in `content`, in the database every instance shares (a job may run on
    // any of them).
    fileKey: text("file_key").notNull().default(""),
    // The uploaded file as text, kept until the import is applied.
    content: text("content").notNull().default(""),
    // What each row of the file does (the dry run's row-by-row report, paged by adminGetImport).
    plan: jsonb("plan")
      .$type<{ row: number; sku: string; action: "create" | "update" | "unchanged" | "error" }[]>()
      .notNull()
      .default([]),
    // Every problem found; `problems` keeps the first 1,000.
    problemCount: integer("problem_count").notNull().default(0),
    state: text("state").$type<ImportState>().notNull().default("checked"),
    totalRows: integer("total_rows").notNull().default(0),
    validRows: integer("valid_rows").notNull().default(0),
    toCreate: integer("to_create").notNull().default(0),
    toUpdate: integer("to_update").notNull().default(0),
    processedRows: integer("processed_rows").notNull().default(0),
    problems: jsonb("problems").$type<ImportProblem[]>().notNull().default([]),
    skipInvalid: boolean("skip_invalid").notNull().default(false),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("catalogue_imports_store_idx").on(t.main_id, t.createdAt),
    check(
      "catalogue_imports_state_check",
      sql`${t.state} in ('checked', 'queued', 'running', 'done', 'failed')`,
    ),
  ],
);

// Relations power `db.query.*.findMany({ with: ... })`; they add no SQL.
export const productsRelations = relations(products, ({ many }) => ({
  variations: many(productVariations),
}));

export const productVariationsRelations = relations(productVariations, ({ one }) => ({
  product: one(products, { fields: [productVariations.product_id], references: [products.product_id] }),
}));

export const usersRelations = relations(users, ({ many }) => ({
  addresses: many(addresses),
  cartItems: many(cartItems),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.user_id], references: [users.user_id] }),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  user: one(users, { fields: [cartItems.user_id], references: [users.user_id] }),
  product: one(products, { fields: [cartItems.product_id], references: [products.product_id] }),
}));
