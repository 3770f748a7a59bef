// §8 load failures: what the home page and the listings say when their products cannot be read. Kept
// apart from messages.ts so those pages' first render does not carry the whole catalogue of texts.

/** §8 Load failure. */
export const FAILED_TO_LOAD_NEW_ARRIVALS = "Failed to load New Arrivals";
/** §8 Load failure. */
export const FAILED_TO_LOAD_PRODUCTS = "Failed to load products";
/** §8 Load failure. */
export const FAILED_TO_LOAD_SLIDER = "Failed to load slider data";
