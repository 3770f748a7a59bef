// The bridge to the Android and iOS apps that wrap the shop in a web view (spec §1 native wrapper).
//
// The contract we expect from a wrapper (the WebToNative convention, which names its platforms
// ANDROID_APP and IOS_APP):
// - Android: the WebView injects a JavaScript interface named `WebToNativeInterface`
//   (`addJavascriptInterface(bridge, "WebToNativeInterface")`). It is recognised by its
//   `getAndroidVersion()` method. Requests are direct method calls: Google sign-in is
//   `WebToNativeInterface.signInWithGoogle()`.
// - iOS: the WKWebView registers a script message handler named `webToNativeInterface`. Requests are
//   posted messages: Google sign-in is `postMessage({ action: "googleSignIn", scope })`.
// - Answers: the wrapper calls a global callback with a JSON text (or an object) whose `type` names the
//   request it answers, e.g. `{"type":"googleLoginToken","idToken":"..."}`. Android calls
//   `WebToNativeInterface.androidCBHook(json)` or `window.androidCBHook(json)`, iOS `window.iosCBHook(json)`;
//   all three are installed. One callback is registered per request type; an answer of a type nobody
//   waits for is dropped.
// In a plain browser none of this exists: the platform is null and every request does nothing.

export type NativePlatform = "ANDROID_APP" | "IOS_APP";

/** A wrapper's answer: `type` says which request it answers; the other fields depend on the request. */
export interface NativeMessage {
  type: string;
  [field: string]: unknown;
}

export type NativeCallback = (message: NativeMessage) => void;

interface AndroidInterface {
  getAndroidVersion?: () => unknown;
  signInWithGoogle?: () => void;
  androidCBHook?: unknown;
}

interface IosHandler {
  postMessage(message: unknown): void;
}

/** The parts of `window` the bridge reads and writes (a fake one in tests). */
export interface BridgeHost {
  WebToNativeInterface?: AndroidInterface;
  webkit?: { messageHandlers?: { webToNativeInterface?: IosHandler } };
  androidCBHook?: unknown;
  iosCBHook?: unknown;
}

/** Google sign-in asks for the e-mail (the account's identity) and the name (the account's name). */
export const GOOGLE_SIGN_IN_SCOPE = "openid email profile";

export const GOOGLE_LOGIN_TOKEN = "googleLoginToken";

function currentHost(): BridgeHost | undefined {
  return typeof window === "undefined" ? undefined : (window as unknown as BridgeHost);
}

function androidOf(host: BridgeHost | undefined): AndroidInterface | null {
  const candidate = host?.WebToNativeInterface;
  return candidate && typeof candidate.getAndroidVersion === "function" ? candidate : null;
}

function iosOf(host: BridgeHost | undefined): IosHandler | null {
  const candidate = host?.webkit?.messageHandlers?.webToNativeInterface;
  return candidate && typeof candidate.postMessage === "function" ? candidate : null;
}

/** Which wrapper the page runs in, or null in a plain browser. */
export function nativePlatform(host: BridgeHost | undefined = currentHost()): NativePlatform | null {
  if (androidOf(host)) return "ANDROID_APP";
  if (iosOf(host)) return "IOS_APP";
  return null;
}

const callbacks = new Map<string, NativeCallback>();

/**
 * Registers the callback for one request type, replacing the one registered before (one screen at a
 * time waits for an answer). Returns the unregistration, which leaves a newer registration alone.
 */
export function registerNativeCallback(type: string, callback: NativeCallback): () => void {
  callbacks.set(type, callback);
  return () => {
    if (callbacks.get(type) === callback) callbacks.delete(type);
  };
}

function asMessage(raw: unknown): NativeMessage | null {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== "object") return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === "string" && type ? (value as NativeMessage) : null;
}

/** Hands a wrapper's answer to the callback of its type; false when it is malformed or nobody waits. */
export function receiveNativeMessage(raw: unknown): boolean {
  const message = asMessage(raw);
  const callback = message ? callbacks.get(message.type) : undefined;
  if (!message || !callback) return false;
  callback(message);
  return true;
}

/** Puts the global callbacks in place for the wrapper to call (idempotent). */
export function installNativeHooks(host: BridgeHost | undefined = currentHost()): void {
  if (!host) return;
  const hook = (raw: unknown) => {
    receiveNativeMessage(raw);
  };
  host.androidCBHook = hook;
  host.iosCBHook = hook;
  const android = androidOf(host);
  if (android) {
    try {
      android.androidCBHook = hook;
    } catch {
      // Some web views freeze the injected object; the wrapper then calls window.androidCBHook.
    }
  }
}

/**
 * Asks the wrapper to sign in with Google; its answer comes to the `googleLoginToken` callback.
 * False (nothing asked) in a plain browser, or when the wrapper lacks the request (an older app).
 */
export function requestGoogleSignIn(
  scope: string = GOOGLE_SIGN_IN_SCOPE,
  host: BridgeHost | undefined = currentHost(),
): boolean {
  const platform = nativePlatform(host);
  if (!platform) return false;
  installNativeHooks(host);
  try {
    if (platform === "ANDROID_APP") {
      const android = androidOf(host);
      if (typeof android?.signInWithGoogle !== "function") return false;
      // A method of the injected Java object: called on it, with no arguments.
      android.signInWithGoogle();
      return true;
    }
    iosOf(host)?.postMessage({ action: "googleSignIn", scope });
    return true;
  } catch {
    // The wrapper refused the call (a method it does not expose any more): nothing was started.
    return false;
  }
}
