// The inbox's four kinds live in three tables: a lead naming a product is a product's enquiry (`lead`),
// a lead naming none is the contact page's message (`contact`), the academy's enquiries (`enquiry`;
// the form sends the e-mail address in `school`, spec §3) and quote requests (`quote`). This file
// reads them into one shape and knows which table and row an inbox item is.
import { parseRecordList } from "@henna/domain/json-lists";
import { and, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTransaction } from "../../../db/database.js";
import { enquiries, type InboxStatus, leads, products, quotes } from "../../../db/schema.js";
import { escapeLike } from "../paging.js";

export type InboxKind = "lead" | "contact" | "enquiry" | "quote";
export interface InboxItem {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  mobile: string;
  message: string;
  status: InboxStatus;
  note: string;
  createdAt: string;
  details: { label: string; value: string }[];
}
export interface InboxFilter {
  kind?: InboxKind;
  status?: InboxStatus;
  q?: string;
}

type Source = typeof leads | typeof enquiries | typeof quotes;
type EmailColumn = typeof leads.email | typeof enquiries.school | typeof quotes.email;

/** A table's rows of the store that the filter keeps; `email` is the column that holds the address. */
function matching(mainId: string, filter: InboxFilter, table: Source, email: EmailColumn): SQL[] {
  const where: SQL[] = [eq(table.main_id, mainId)];
  if (filter.status) where.push(eq(table.inboxStatus, filter.status));
  const term = filter.q?.trim();
  if (term) {
    const digits = term.replace(/\D/g, "");
    const any: SQL[] = [ilike(table.name, `%${escapeLike(term)}%`), ilike(email, escapeLike(term))];
    if (digits.length >= 10) any.push(eq(table.mobile, digits.slice(-10)));
    const match = or(...any);
    if (match) where.push(match);
  }
  return where;
}

const leadKind = (kind: "lead" | "contact") =>
  kind === "lead" ? isNotNull(leads.property_id) : isNull(leads.property_id);

/** The WHERE of each table that the filter keeps, or null when the filter excludes that table. */
function sourceWheres(mainId: string, filter: InboxFilter) {
  const want = (kind: InboxKind) => !filter.kind || filter.kind === kind;
  const leadWhere = matching(mainId, filter, leads, leads.email);
  if (filter.kind === "lead" || filter.kind === "contact") leadWhere.push(leadKind(filter.kind));
  return {
    leads: want("lead") || want("contact") ? and(...leadWhere) : null,
    enquiries: want("enquiry") ? and(...matching(mainId, filter, enquiries, enquiries.school)) : null,
    quotes: want("quote") ? and(...matching(mainId, filter, quotes, quotes.email)) : null,
  };
}

/** One page of (kind, id), newest first across the tables, and the number of matches. */
export async function pageOfInbox(
  db: DbOrTransaction,
  mainId: string,
  filter: InboxFilter,
  limit: number,
  offset: number,
): Promise<{ keys: { kind: InboxKind; id: number }[]; total: number }> {
  const w = sourceWheres(mainId, filter);
  // Each table that the filter keeps, with the SQL that names an item's kind.
  const sources = [
    {
      table: leads,
      kind: sql<InboxKind>`case when ${leads.property_id} is null then 'contact' else 'lead' end`,
      where: w.leads,
    },
    { table: enquiries, kind: sql<InboxKind>`'enquiry'`, where: w.enquiries },
    { table: quotes, kind: sql<InboxKind>`'quote'`, where: w.quotes },
  ].flatMap(({ where, ...source }) => (where ? [{ ...source, where }] : []));
  // One table's select at a time: drizzle types a FROM of one table, not of a union of three.
  const from = (table: Source) => table as typeof leads;
  const parts = sources.map(({ table, kind, where }) =>
    db
      .select({
        kind: kind.as("kind"),
        id: sql<number>`${table.id}`.as("id"),
        at: sql<Date>`${table.createdAt}`.as("at"),
      })
      .from(from(table))
      .where(where),
  );
  const counts = await Promise.all(
    sources.map(({ table, where }) => db.select({ n: count() }).from(from(table)).where(where)),
  );
  const total = counts.reduce((sum, [row]) => sum + Number(row?.n ?? 0), 0);
  if (parts.length === 0) return { keys: [], total };
  // Each part is built (and its values bound) by drizzle; only the UNION and its ordering are written here.
  const union = sql.join(
    parts.map((part) => sql`(${part.getSQL()})`),
    sql` union all `,
  );
  const result = await db.execute<{ kind: InboxKind; id: number }>(
    sql`select kind, id from (${union}) as inbox order by at desc, kind, id desc limit ${limit} offset ${offset}`,
  );
  const rows = result.rows.map((row) => ({ kind: row.kind, id: Number(row.id) }));
  return { keys: rows.map((row) => ({ kind: row.kind, id: row.id })), total };
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const detail = (label: string, value: unknown) => ({ label, value: text(value) });
const withValues = (details: { label: string; value: string }[]) => details.filter((d) => d.value !== "");
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** An item from the columns all three tables share and what each kind holds in its own way. */
function inboxItem(
  kind: InboxKind,
  row: Pick<Source["$inferSelect"], "id" | "name" | "mobile" | "inboxStatus" | "inboxNote" | "createdAt">,
  email: string,
  message: string,
  details: InboxItem["details"],
): InboxItem {
  return {
    kind,
    id: row.id,
    name: row.name,
    email,
    mobile: row.mobile,
    message,
    status: row.inboxStatus,
    note: row.inboxNote,
    createdAt: row.createdAt.toISOString(),
    details: withValues(details),
  };
}

/** The items named by `keys`, in the order given (missing ones are skipped). */
export async function loadInboxItems(
  db: DbOrTransaction,
  mainId: string,
  keys: { kind: InboxKind; id: number }[],
): Promise<InboxItem[]> {
  const ids = (kinds: InboxKind[]) => keys.filter((k) => kinds.includes(k.kind)).map((k) => k.id);
  const leadIds = ids(["lead", "contact"]);
  const enquiryIds = ids(["enquiry"]);
  const quoteIds = ids(["quote"]);
  const inStore = (table: Source, ids: number[]) => and(eq(table.main_id, mainId), inArray(table.id, ids));
  const [leadRows, enquiryRows, quoteRows] = await Promise.all([
    leadIds.length ? db.select().from(leads).where(inStore(leads, leadIds)) : [],
    enquiryIds.length ? db.select().from(enquiries).where(inStore(enquiries, enquiryIds)) : [],
    quoteIds.length ? db.select().from(quotes).where(inStore(quotes, quoteIds)) : [],
  ]);
  const productIds = leadRows
    .map((row) => Number(row.property_id))
    .filter((id) => Number.isInteger(id) && id > 0);
  const titles = new Map<string, string>();
  if (productIds.length > 0) {
    const rows = await db
      .select({ id: products.product_id, title: products.title })
      .from(products)
      .where(and(eq(products.main_id, mainId), inArray(products.product_id, productIds)));
    for (const row of rows) titles.set(String(row.id), row.title);
  }
  const items = new Map<string, InboxItem>();
  for (const row of leadRows) {
    const kind: InboxKind = row.property_id === null ? "contact" : "lead";
    const product = row.property_id === null ? "" : (titles.get(row.property_id) ?? `#${row.property_id}`);
    items.set(
      `${kind}:${row.id}`,
      inboxItem(kind, row, row.email, row.remark, [
        detail("Product", product),
        detail("Signed in as", row.user_name),
      ]),
    );
  }
  for (const row of enquiryRows) {
    const email = looksLikeEmail(row.school) ? row.school.trim().toLowerCase() : "";
    items.set(
      `enquiry:${row.id}`,
      inboxItem("enquiry", row, email, row.remark, [
        detail("Parent's name", row.parent_name),
        detail("Date of birth", row.dob),
        detail("Age", row.age),
        detail("School / e-mail", looksLikeEmail(row.school) ? "" : row.school),
      ]),
    );
  }
  for (const row of quoteRows) {
    const lines = parseRecordList(row.cart_products).map((line) => {
      const title = line.product_name ?? line.title ?? line.product_sku ?? line.sku ?? "a product";
      return `${text(title)} x ${text(line.quantity ?? 1)}`;
    });
    items.set(
      `quote:${row.id}`,
      inboxItem("quote", row, row.email, row.description, [
        detail("Products", lines.join(", ")),
        detail("Amount", row.amountbeforediscount > 0 ? `₹${row.amountbeforediscount}` : ""),
        detail("Coupon", row.coupon_code),
        detail("After discount", row.couponapplied ? `₹${row.amountafterdiscount}` : ""),
        detail("Guests (veg)", row.guestVeg),
        detail("Guests (non-veg)", row.guestNonVeg),
        detail("Signed in as", row.user_name),
      ]),
    );
  }
  return keys.flatMap((key) => {
    const item = items.get(`${key.kind}:${key.id}`);
    return item ? [item] : [];
  });
}

/** Sets an item's status and/or note; false when the store has no such item of that kind. */
export async function updateInboxRow(
  db: DbOrTransaction,
  mainId: string,
  key: { kind: InboxKind; id: number },
  change: { inboxStatus?: InboxStatus; inboxNote?: string },
): Promise<boolean> {
  if (key.kind === "lead" || key.kind === "contact") {
    const done = await db
      .update(leads)
      .set(change)
      .where(and(eq(leads.main_id, mainId), eq(leads.id, key.id), leadKind(key.kind)))
      .returning({ id: leads.id });
    return done.length > 0;
  }
  const table = key.kind === "enquiry" ? enquiries : quotes;
  const done = await db
    .update(table)
    .set(change)
    .where(and(eq(table.main_id, mainId), eq(table.id, key.id)))
    .returning({ id: table.id });
  return done.length > 0;
}
