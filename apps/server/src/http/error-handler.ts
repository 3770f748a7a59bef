// One place decides what a failure looks like to the client: user mistakes get a 4xx with the
// contract's error body and a readable message; anything unexpected is logged with the request id and
// answered with a 500 that reveals nothing.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { checkViolation } from "../db/pg-errors.js";
import { ApiError, errorBody } from "./api-error.js";
import { summaryMessage } from "./field-messages.js";
import { headerLanguage, localizeBody } from "./message-language.js";
import { fieldErrors } from "./validation.js";

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "MALFORMED_JSON",
    message: "The request body is not valid JSON.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "MALFORMED_JSON", message: "The request body is empty." },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "BODY_TOO_LARGE",
    message: "The request body is too large.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the request body as application/json.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "VALIDATION_FAILED",
    message: "The request body does not match its length.",
  },
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.status).send(errorBody(error.code, error.message, error.errors, request.id));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const part = fastifyError.validationContext ?? "body";
      const errors = fieldErrors(fastifyError.validation as never, part);
      const message = summaryMessage(errors);
      return reply.code(400).send(errorBody("VALIDATION_FAILED", message, errors, request.id));
    }
    const known = fastifyError.code ? CLIENT_ERRORS[fastifyError.code] : undefined;
    if (known) {
      const message = known.code === "BODY_TOO_LARGE" ? tooLargeMessage(request) : known.message;
      return reply.code(known.status).send(errorBody(known.code, message, [], request.id));
    }
    if (error instanceof SyntaxError) {
      return reply
        .code(400)
        .send(errorBody("MALFORMED_JSON", "The request body is not valid JSON.", [], request.id));
    }
    const constraint = checkViolation(error);
    if (constraint !== undefined) {
      // The database refused a value the handler let through: the value came from the request, so the
      // client hears 400, and the log names the check so the missing validation can be added.
      request.log.warn({ constraint }, "a write broke a database check");
      return reply
        .code(400)
        .send(errorBody("VALIDATION_FAILED", "The request is not valid.", [], request.id));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody("VALIDATION_FAILED", error.message, [], request.id));
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(500)
      .send(errorBody("INTERNAL", "Something went wrong. Please try again.", [], request.id));
  });
}

// Fastify answers two router failures itself, before any route or error handler runs: a path with broken
// percent-encoding and a path segment longer than the router takes. Both are the client's mistake and
// get the contract's error body like any other.
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: "The address is not valid." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "A part of the address is too long." },
};

/** Fastify's `frameworkErrors` option. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_ERRORS[error.code];
  if (!known) {
    request.log.error({ err: error }, "request failed");
    reply.code(500).send(errorBody("INTERNAL", "Something went wrong. Please try again.", [], request.id));
    return;
  }
  // No route ran, so the hooks that say messages in the reader's language do not either: say it here.
  const body = errorBody("VALIDATION_FAILED", known.message, [], request.id);
  const forShoppers = request.url.startsWith("/api/") && !request.url.startsWith("/api/admin");
  reply.code(known.status).send(forShoppers ? localizeBody(body, headerLanguage(request)) : body);
}

// An upload route (a picture, a CSV file) has a limit of its own in megabytes: say it in those words.
function tooLargeMessage(request: FastifyRequest): string {
  const limit = request.routeOptions.bodyLimit ?? 0;
  const megabytes = limit / (1024 * 1024);
  return megabytes >= 1 && Number.isInteger(megabytes)
    ? `The file is larger than ${megabytes} MB.`
    : "The request body is too large.";
}
