// The API client clears the tokens when the server refuses a refresh (the session was revoked or has
// expired). The token store has no events, so its clear() is wrapped once to tell listeners.
import type { TokenStore } from "@henna/api";

const listeners = new WeakMap<TokenStore, Set<() => void>>();

/** Calls `listener` after every clear() of this token store; returns the unsubscribe. */
export function onTokensCleared(tokens: TokenStore, listener: () => void): () => void {
  let set = listeners.get(tokens);
  if (!set) {
    const subscribers = new Set<() => void>();
    set = subscribers;
    listeners.set(tokens, subscribers);
    const clear = tokens.clear.bind(tokens);
    tokens.clear = () => {
      clear();
      for (const notify of [...subscribers]) notify();
    };
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
