export type { ApiError, ApiErrorCode, ApiSchema, ApiSchemas } from "./api-schemas";
export {
  CLIENT_ERROR_MESSAGES,
  CLIENT_ERROR_STATUS,
  type ClientErrorCode,
  clientError,
} from "./client-errors";
export {
  createStoreClient,
  DEFAULT_TIMEOUT_MS,
  type EnquiryClient,
  type StoreClient,
  type StoreClientOptions,
  type StoreClients,
} from "./create-store-client";
export { ENQUIRY_PATHS, type EnquiryPath, type EnquiryPaths } from "./enquiry-paths";
export type { components, operations, paths } from "./generated/store";
export { MAIN_ID_HEADER } from "./store-middleware";
export type { AuthTokens, TokenStore } from "./token-store";
export { createMemoryTokenStore } from "./tokens-memory";
