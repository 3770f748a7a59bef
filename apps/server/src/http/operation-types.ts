// Handler types derived from the generated contract types: a handler's params, query, body and
// result are exactly what openapi/store.yaml says, with no hand-written API types.
import type { operations } from "@henna/api";
import type { FastifyReply, FastifyRequest } from "fastify";

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type Part<T, P extends string> = T extends { parameters: infer Params }
  ? Params extends { [K in P]?: infer V }
    ? [V] extends [undefined]
      ? Record<string, never>
      : NonNullable<V>
    : Record<string, never>
  : Record<string, never>;

export type PathParams<K extends OperationId> = Part<Op<K>, "path">;
export type QueryParams<K extends OperationId> = Part<Op<K>, "query">;

export type RequestBody<K extends OperationId> =
  Op<K> extends {
    requestBody: { content: { "application/json": infer B } };
  }
    ? B
    : Op<K> extends { requestBody?: { content: { "application/json": infer B } } }
      ? B | undefined
      : undefined;

type JsonOf<R> = R extends { content: { "application/json": infer B } } ? B : never;
type Responses<K extends OperationId> = Op<K> extends { responses: infer R } ? R : never;

/** The JSON body of any 2xx response the contract declares for the operation. */
export type SuccessBody<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202 ? JsonOf<Responses<K>[S]> : never;
}[keyof Responses<K>];

export interface Caller {
  userId: number;
  mainId: string;
}

/** A signed-in back-office member (staff token), or the automation token on operations that take it. */
export interface StaffCaller {
  /** Null for the automation token (ADMIN_TOKEN). */
  staffId: number | null;
  role: "owner" | "staff";
  /** Who the audit log names: the member's e-mail, or `admin-token`. */
  actor: string;
  mainId: string;
  /** The staff session (null for the automation token). */
  sessionId: string | null;
}

export interface OperationRequest<K extends OperationId> {
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  headers: FastifyRequest["headers"];
  /** The store this request is for (path, body main_id, X-Main-Id header, else the server default). */
  mainId: string;
  /** Present when a valid bearer token was sent. */
  caller: Caller | null;
  /** Present on back-office operations (`staffAuth`), which refuse every request without one. */
  staff: StaffCaller | null;
  raw: FastifyRequest;
  reply: FastifyReply;
}

export type OperationHandler<K extends OperationId> = (req: OperationRequest<K>) => Promise<SuccessBody<K>>;

export type Handlers = { [K in OperationId]: OperationHandler<K> };
