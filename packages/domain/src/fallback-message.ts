// The one text of messages.ts that every page may show before any page's own code has loaded (a failed
// read of the chrome's data), kept apart so the app's entry does not carry the whole catalogue.

/** §8 Cart: add or remove exception; also what a failure without a message of its own says. */
export const SOMETHING_WENT_WRONG = "Something went wrong";
