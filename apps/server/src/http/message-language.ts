// The language of the server's messages to shoppers and students (issue 23). Handlers and the error
// handler keep building the English texts of @henna/domain/server-messages; one hook says an answer's
// `message`, `msg` and field errors in the reader's language just before it is serialized:
//   1. the signed-in account's `language` (users.language), or the one of the account the answer
//      carries (login, sign-up, a language change),
//   2. else the `lang` cookie the apps' language switch sets,
//   3. else Accept-Language (hi, hi-IN preferred over English: Hindi),
//   4. else English.
// The back office (/api/admin) answers in English: its staff UI is English.
import {
  DEFAULT_LANGUAGE,
  type Language,
  languageFromAcceptLanguage,
  localize,
  parseLanguage,
} from "@henna/domain/server-messages";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { DbOrTransaction } from "../db/database.js";
import { users } from "../db/schema.js";
import type { Caller } from "./operation-types.js";

/** How long an account's language is trusted per process: a change made on another instance shows within this. */
export const ACCOUNT_LANGUAGE_CACHE_MS = 2000;
const MAX_CACHED = 10_000;

const callers = new WeakMap<FastifyRequest, Caller>();

/** Called once the request's bearer token named a customer. */
export function rememberCaller(request: FastifyRequest, caller: Caller): void {
  callers.set(request, caller);
}

/** The `lang` cookie's language, or null. */
export function cookieLanguage(header: string | undefined): Language | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === "lang") return parseLanguage(value.join("=")) ?? null;
  }
  return null;
}

/** The language the request itself asks for: the `lang` cookie, else Accept-Language, else English. */
export function headerLanguage(request: FastifyRequest): Language {
  return (
    cookieLanguage(request.headers.cookie) ?? languageFromAcceptLanguage(request.headers["accept-language"])
  );
}

interface Cached {
  language: Language;
  until: number;
}

// Per database (each test app has its own), so two stores' user 1 never share an entry.
const caches = new WeakMap<object, Map<string, Cached>>();

function cacheOf(db: DbOrTransaction): Map<string, Cached> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The account's stored language (cached for ACCOUNT_LANGUAGE_CACHE_MS), or null for an unknown account. */
export async function accountLanguage(
  db: DbOrTransaction,
  mainId: string,
  userId: number,
  now = Date.now(),
): Promise<Language | null> {
  const cache = cacheOf(db);
  const key = `${mainId}\u0000${userId}`;
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.language;
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.main_id, mainId), eq(users.user_id, userId)));
  if (!row) return null;
  const language = parseLanguage(row.language) ?? DEFAULT_LANGUAGE;
  cache.delete(key);
  if (cache.size >= MAX_CACHED) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, { language, until: now + ACCOUNT_LANGUAGE_CACHE_MS });
  return language;
}

/** Drops this process's cached language of an account whose choice has just changed. */
export function forgetAccountLanguage(db: DbOrTransaction, mainId: string, userId: number): void {
  cacheOf(db).delete(`${mainId}\u0000${userId}`);
}

/** The reader's language for this request: the signed-in account's choice, else the request's own. */
export async function requestLanguage(db: DbOrTransaction, request: FastifyRequest): Promise<Language> {
  const caller = callers.get(request);
  const stored = caller ? await accountLanguage(db, caller.mainId, caller.userId) : null;
  return stored ?? headerLanguage(request);
}

/**
 * The language an e-mail to an account is written in: the account's choice when it has one, else
 * the request's (a sign-up code goes to an address with no account yet).
 */
export async function mailLanguage(
  db: DbOrTransaction,
  request: FastifyRequest,
  account?: { language: string } | null,
): Promise<Language> {
  return parseLanguage(account?.language) ?? (await requestLanguage(db, request));
}

type Body = Record<string, unknown>;

function hasText(body: Body): boolean {
  return typeof body.message === "string" || typeof body.msg === "string" || Array.isArray(body.errors);
}

/** The account record an answer carries (login, sign-up, profile), whose language then applies. */
function carriedLanguage(body: Body): Language | null {
  for (const field of ["user", "newUser"]) {
    const record = body[field];
    if (record && typeof record === "object") {
      const language = parseLanguage((record as { language?: string }).language);
      if (language) return language;
    }
  }
  return null;
}

/** The answer with its message, msg and field errors said in `language` (a copy; English untouched). */
export function localizeBody<T>(body: T, language: Language): T {
  if (language === "en" || !body || typeof body !== "object" || Array.isArray(body)) return body;
  const record = body as Body;
  const out: Body = { ...record };
  if (typeof record.message === "string") out.message = localize(record.message, language);
  if (typeof record.msg === "string") out.msg = localize(record.msg, language);
  if (Array.isArray(record.errors)) {
    out.errors = record.errors.map((error: unknown) =>
      error && typeof error === "object" && typeof (error as Body).message === "string"
        ? { ...(error as Body), message: localize((error as Body).message as string, language) }
        : error,
    );
  }
  return out as T;
}

const STAFF_PATHS = /^\/api\/admin(\/|$|\?)/;

/** Says every /api answer's messages (success and failure) in the reader's language. */
export function installMessageLanguage(app: FastifyInstance, db: DbOrTransaction): void {
  app.addHook("preSerialization", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!payload || typeof payload !== "object" || Array.isArray(payload)) return payload;
    if (!request.url.startsWith("/api/") || STAFF_PATHS.test(request.url)) return payload;
    const body = payload as Body;
    if (!hasText(body)) return payload;
    // The same URL answers in another language for another reader: caches must tell them apart.
    reply.header("vary", varyWith(reply.getHeader("vary"), ["Accept-Language", "Cookie"]));
    const language = carriedLanguage(body) ?? (await requestLanguage(db, request));
    return localizeBody(body, language);
  });
}

/** A Vary header with `names` added to what it already lists. */
export function varyWith(current: unknown, names: readonly string[]): string {
  const listed = String(current ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const known = new Set(listed.map((name) => name.toLowerCase()));
  return [...listed, ...names.filter((name) => !known.has(name.toLowerCase()))].join(", ");
}
