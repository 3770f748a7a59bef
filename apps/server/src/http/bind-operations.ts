// Binds every operation of the contract to its handler. A missing handler or a handler for an
// operation the contract does not have stops start-up, so the two can never drift apart.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type BodyEncoding,
  bodyEncoding,
  type CachedBody,
  cachedAnswerHeaders,
  notModified,
} from "../cache/cached-answer.js";
import { ApiError, forbidden, SESSION_EXPIRED_MESSAGE, unauthorized } from "./api-error.js";
import type { ContractOperation } from "./contract.js";
import { rememberCaller } from "./message-language.js";
import type { Caller, Handlers, OperationId, OperationRequest, StaffCaller } from "./operation-types.js";
import { routeSchema } from "./route-schema.js";
import { responseChecker, validatorCompiler } from "./validation.js";

export interface BindOptions {
  operations: ContractOperation[];
  handlers: Partial<Handlers>;
  /** Production leaves dev-only operations out entirely. */
  includeDevOnly: boolean;
  /** Tests check every response against the contract. */
  checkResponses: boolean;
  /** Start-up refuses a contract operation without a handler; suites of one area may relax this. */
  requireAllHandlers: boolean;
  defaultMainId: string;
  storeExists: (mainId: string) => Promise<boolean>;
  /** The caller a bearer token names, or null when it does not verify or its session has ended. */
  authenticate: (token: string) => Promise<Caller | null>;
  authenticateAdmin: (token: string) => boolean;
  /** The staff member a back-office token names in this store; throws a 401 ApiError saying why not. */
  authenticateStaff: (token: string, mainId: string, touch: boolean) => Promise<StaffCaller>;
  /** Optional response cache for public catalogue reads (ETag and 304 are handled here). */
  cache?: ResponseCache;
}

export interface ResponseCache {
  cacheable(op: ContractOperation): boolean;
  /** Returns the cached serialized body and its ETag, computing it at most once per data version. */
  get(mainId: string, key: string, produce: () => Promise<unknown>): Promise<CachedRepresentation>;
  /** Learns which cached answer a GET names, for the hit fast path in front of Fastify (hit-fast-path.ts). */
  remember?(route: CachedRoute): void;
}

export interface CachedRepresentation extends CachedBody {
  /** The body compressed, made once and kept with the cached answer. */
  encoded(encoding: BodyEncoding): Promise<Buffer>;
}

/** A GET with this raw X-Main-Id header and URL is answered by the cached answer of (mainId, url). */
export interface CachedRoute {
  /** Undefined when the request has none (an empty one is not the same: the contract refuses it). */
  mainIdHeader: string | undefined;
  url: string;
  mainId: string;
  operationId: string;
  status: number;
}

const STORE_PARAMS = ["storeId", "main_id", "mainId", "shopId"];

export function checkHandlers(
  operations: ContractOperation[],
  handlers: Partial<Handlers>,
  includeDevOnly: boolean,
) {
  const wanted = new Set(
    operations.filter((op) => includeDevOnly || !op.devOnly).map((op) => op.operationId),
  );
  const all = new Set(operations.map((op) => op.operationId));
  const missing = [...wanted].filter((id) => !(id in handlers));
  const unknown = Object.keys(handlers).filter((id) => !all.has(id));
  return { missing, unknown };
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? null;
}

function resolveMainId(request: FastifyRequest, fallback: string): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const key of STORE_PARAMS) {
    if (typeof params[key] === "string") return params[key] as string;
  }
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === "object" && typeof body.main_id === "string" && body.main_id)
    return body.main_id;
  const header = request.headers["x-main-id"];
  if (typeof header === "string" && header.trim()) return header.trim();
  return fallback;
}

export function bindOperations(app: FastifyInstance, options: BindOptions): void {
  const { missing, unknown } = checkHandlers(options.operations, options.handlers, options.includeDevOnly);
  if ((options.requireAllHandlers && missing.length > 0) || unknown.length > 0) {
    throw new Error(
      `contract and handlers differ: missing handlers [${missing.join(", ")}], unknown handlers [${unknown.join(", ")}]`,
    );
  }
  for (const op of options.operations) {
    if (op.devOnly && !options.includeDevOnly) continue;
    const handler = options.handlers[op.operationId as OperationId] as
      | ((req: OperationRequest<OperationId>) => Promise<unknown>)
      | undefined;
    if (!handler) continue;
    const successStatus = Number(Object.keys(op.responses).find((status) => /^2\d\d$/.test(status)) ?? 200);
    const checkers = options.checkResponses
      ? Object.fromEntries(
          Object.entries(op.responses)
            .filter(([, schema]) => schema)
            .map(([status, schema]) => [status, responseChecker(schema as Record<string, unknown>)]),
        )
      : {};
    const cacheable = options.cache?.cacheable(op) ?? false;

    app.route({
      method: op.method,
      url: op.routePath,
      ...(op.maxBodyBytes ? { bodyLimit: op.maxBodyBytes } : {}),
      schema: routeSchema(op),
      validatorCompiler,
      // A cached answer is compressed once and kept (cached-answer.ts), not by the plugin on every hit.
      ...(cacheable ? { compress: false as const } : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (op.rawBodyType) {
          // Uploads: the bytes as sent (app.ts parses these media types as buffers), never JSON.
          if (!Buffer.isBuffer(request.body) || request.body.length === 0)
            throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", `Send the file itself as ${op.rawBodyType}.`);
        } else if (op.bodyRequired && (request.body === undefined || request.body === null)) {
          throw new ApiError(400, "VALIDATION_FAILED", "A JSON body is required.");
        }
        const mainId = resolveMainId(request, options.defaultMainId);
        if (!(await options.storeExists(mainId)))
          throw new ApiError(404, "STORE_NOT_FOUND", "Store not found");

        let caller: Caller | null = null;
        let staff: StaffCaller | null = null;
        if (op.auth === "staff") {
          staff = await staffFor(request, op, mainId, options);
        } else if (op.auth === "admin") {
          const token = bearer(request);
          if (!token || !options.authenticateAdmin(token)) throw unauthorized("Admin token required.");
        } else if (op.auth !== "none") {
          const token = bearer(request);
          caller = token ? await options.authenticate(token) : null;
          // A token that does not verify is refused even where a guest is welcome, so the client refreshes
          // it instead of silently acting as a guest.
          if (token && !caller) throw unauthorized(SESSION_EXPIRED_MESSAGE);
          if (!caller && op.auth === "required") throw unauthorized();
          if (caller && caller.mainId !== mainId) throw forbidden();
          if (caller) rememberCaller(request, caller);
        }

        const input: OperationRequest<OperationId> = {
          params: request.params as never,
          query: (request.query ?? {}) as never,
          body: request.body as never,
          headers: request.headers,
          mainId,
          caller,
          staff,
          raw: request,
          reply,
        };

        const run = async () => {
          const result = await handler(input);
          const status = reply.statusCode !== 200 ? reply.statusCode : successStatus;
          const problem = checkers[String(status)]?.(JSON.parse(JSON.stringify(result ?? null)));
          if (problem) throw new Error(`${op.operationId} answered outside the contract: ${problem}`);
          return result;
        };

        if (cacheable && options.cache) {
          const cached = await options.cache.get(mainId, request.url, run);
          const header = request.headers["x-main-id"];
          if (request.method === "GET" && typeof header !== "object") {
            options.cache.remember?.({
              mainIdHeader: header,
              url: request.url,
              mainId,
              operationId: op.operationId,
              status: successStatus,
            });
          }
          if (notModified(cached, request.headers["if-none-match"])) {
            return reply.code(304).headers(cachedAnswerHeaders(cached, null)).send();
          }
          const encoding = bodyEncoding(cached.body, request.headers["accept-encoding"]);
          const body = encoding ? await cached.encoded(encoding) : cached.body;
          return reply
            .code(successStatus)
            .headers(cachedAnswerHeaders(cached, { encoding, length: body.length }))
            .send(body);
        }

        const result = await run();
        if (reply.sent) return reply;
        return reply.code(reply.statusCode !== 200 ? reply.statusCode : successStatus).send(result);
      },
    });
  }
}

const STAFF_SIGN_IN_REQUIRED = "Please sign in to the back office.";
const PASSIVE_OPERATIONS = new Set(["adminNewOrdersCount"]);
export const OWNER_ONLY_MESSAGE = "Only the store owner can do this.";

/** The back-office caller of a staff operation, or the 401/403 that says why there is none. */
async function staffFor(
  request: FastifyRequest,
  op: ContractOperation,
  mainId: string,
  options: BindOptions,
): Promise<StaffCaller> {
  const token = bearer(request);
  if (!token) throw unauthorized(STAFF_SIGN_IN_REQUIRED);
  // The automation token is accepted only where the contract lists it, and acts with the owner's rights.
  if (op.adminTokenAccepted && options.authenticateAdmin(token)) {
    return { staffId: null, role: "owner", actor: "admin-token", mainId, sessionId: null };
  }
  // The orders badge polls: that is not a person at work, so it does not keep an idle session alive.
  const staff = await options.authenticateStaff(token, mainId, !PASSIVE_OPERATIONS.has(op.operationId));
  if (op.staffRole === "owner" && staff.role !== "owner") throw forbidden(OWNER_ONLY_MESSAGE);
  return staff;
}
