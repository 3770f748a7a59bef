import { afterEach, describe, expect, it, vi } from "vitest";
import { readGoogleLoginAnswer } from "./google-login-answer";
import {
  type BridgeHost,
  GOOGLE_LOGIN_TOKEN,
  GOOGLE_SIGN_IN_SCOPE,
  installNativeHooks,
  nativePlatform,
  receiveNativeMessage,
  registerNativeCallback,
  requestGoogleSignIn,
} from "./native-bridge";

const ID_TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6ImFzaGFAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl";

/** A fake Android wrapper: the injected interface with the methods a WebToNative app exposes. */
function androidHost() {
  const signInWithGoogle = vi.fn();
  const host: BridgeHost = { WebToNativeInterface: { getAndroidVersion: () => "14", signInWithGoogle } };
  return { host, signInWithGoogle };
}

/** A fake iOS wrapper: the WKWebView's script message handler. */
function iosHost() {
  const postMessage = vi.fn();
  const host: BridgeHost = { webkit: { messageHandlers: { webToNativeInterface: { postMessage } } } };
  return { host, postMessage };
}

const unregister: Array<() => void> = [];
function listen(type: string) {
  const callback = vi.fn();
  unregister.push(registerNativeCallback(type, callback));
  return callback;
}

afterEach(() => {
  for (const off of unregister.splice(0)) off();
});

describe("nativePlatform", () => {
  it.each([
    { given: "the Android interface", host: () => androidHost().host, want: "ANDROID_APP" },
    { given: "the iOS message handler", host: () => iosHost().host, want: "IOS_APP" },
    { given: "a plain browser", host: () => ({}), want: null },
    { given: "no window at all", host: () => undefined, want: null },
    {
      given: "an object named like the interface without its methods",
      host: () => ({ WebToNativeInterface: {} }),
      want: null,
    },
    {
      given: "webkit without our handler (Safari itself)",
      host: () => ({ webkit: { messageHandlers: {} } }),
      want: null,
    },
  ])("is $want with $given", ({ host, want }) => {
    expect(nativePlatform(host())).toBe(want);
  });

  it("reads the real window when none is given: a plain browser in tests", () => {
    expect(nativePlatform()).toBeNull();
  });
});

describe("requestGoogleSignIn", () => {
  it("on Android calls the interface's sign-in method directly, and the answer reaches the googleLoginToken callback", () => {
    const { host, signInWithGoogle } = androidHost();
    const callback = listen(GOOGLE_LOGIN_TOKEN);

    expect(requestGoogleSignIn(GOOGLE_SIGN_IN_SCOPE, host)).toBe(true);
    expect(signInWithGoogle).toHaveBeenCalledTimes(1);
    expect(signInWithGoogle).toHaveBeenCalledWith();

    // The wrapper answers through the hook installed on its own interface, with JSON text.
    const hook = host.WebToNativeInterface?.androidCBHook as (raw: string) => void;
    hook(JSON.stringify({ type: "googleLoginToken", idToken: ID_TOKEN }));
    expect(callback).toHaveBeenCalledWith({ type: "googleLoginToken", idToken: ID_TOKEN });
  });

  it("on iOS posts { action: googleSignIn, scope }, and the answer reaches the callback through window.iosCBHook", () => {
    const { host, postMessage } = iosHost();
    const callback = listen(GOOGLE_LOGIN_TOKEN);

    expect(requestGoogleSignIn("email profile", host)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ action: "googleSignIn", scope: "email profile" });

    (host.iosCBHook as (raw: unknown) => void)({ type: "googleLoginToken", idToken: ID_TOKEN });
    expect(callback).toHaveBeenCalledWith({ type: "googleLoginToken", idToken: ID_TOKEN });
  });

  it("asks with the default scope (e-mail and profile)", () => {
    const { host, postMessage } = iosHost();
    requestGoogleSignIn(undefined, host);
    expect(postMessage).toHaveBeenCalledWith({ action: "googleSignIn", scope: "openid email profile" });
  });

  it("does nothing in a plain browser: no hooks, no call, false", () => {
    const host: BridgeHost = {};
    expect(requestGoogleSignIn(GOOGLE_SIGN_IN_SCOPE, host)).toBe(false);
    expect(host).toEqual({});
  });

  it("is false when the Android app is too old to offer Google sign-in, or the call throws", () => {
    const old: BridgeHost = { WebToNativeInterface: { getAndroidVersion: () => "9" } };
    expect(requestGoogleSignIn(GOOGLE_SIGN_IN_SCOPE, old)).toBe(false);
    const broken: BridgeHost = {
      WebToNativeInterface: {
        getAndroidVersion: () => "14",
        signInWithGoogle: () => {
          throw new Error("Method not found");
        },
      },
    };
    expect(requestGoogleSignIn(GOOGLE_SIGN_IN_SCOPE, broken)).toBe(false);
  });
});

describe("callbacks per request type", () => {
  it("hands each answer only to its own type's callback", () => {
    const google = listen(GOOGLE_LOGIN_TOKEN);
    const other = listen("deviceInfo");
    expect(receiveNativeMessage('{"type":"deviceInfo","model":"Pixel"}')).toBe(true);
    expect(other).toHaveBeenCalledWith({ type: "deviceInfo", model: "Pixel" });
    expect(google).not.toHaveBeenCalled();
  });

  it("a newer registration for a type replaces the older one, whose unregistration then leaves it alone", () => {
    const first = vi.fn();
    const offFirst = registerNativeCallback(GOOGLE_LOGIN_TOKEN, first);
    const second = listen(GOOGLE_LOGIN_TOKEN);
    offFirst();
    receiveNativeMessage({ type: GOOGLE_LOGIN_TOKEN, idToken: ID_TOKEN });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it.each([
    { given: "text that is not JSON", raw: "{oops" },
    { given: "a message without a type", raw: { idToken: ID_TOKEN } },
    { given: "a type nobody waits for", raw: { type: "fbLoginToken" } },
    { given: "nothing", raw: null },
  ])("drops $given", ({ raw }) => {
    const google = listen(GOOGLE_LOGIN_TOKEN);
    expect(receiveNativeMessage(raw)).toBe(false);
    expect(google).not.toHaveBeenCalled();
  });

  it("after unregistering, an answer reaches nobody", () => {
    const callback = vi.fn();
    registerNativeCallback(GOOGLE_LOGIN_TOKEN, callback)();
    expect(receiveNativeMessage({ type: GOOGLE_LOGIN_TOKEN })).toBe(false);
    expect(callback).not.toHaveBeenCalled();
  });

  it("installs window.androidCBHook too, for wrappers that call the global", () => {
    const { host } = androidHost();
    const callback = listen(GOOGLE_LOGIN_TOKEN);
    installNativeHooks(host);
    (host.androidCBHook as (raw: string) => void)(`{"type":"googleLoginToken","idToken":"${ID_TOKEN}"}`);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe("readGoogleLoginAnswer", () => {
  it.each([
    { given: { idToken: ID_TOKEN }, want: { ok: true, idToken: ID_TOKEN } },
    { given: { id_token: ` ${ID_TOKEN} ` }, want: { ok: true, idToken: ID_TOKEN } },
    { given: { googleIdToken: ID_TOKEN, isSuccess: true }, want: { ok: true, idToken: ID_TOKEN } },
    { given: { token: ID_TOKEN }, want: { ok: true, idToken: ID_TOKEN } },
    { given: { isSuccess: false, error: "User cancelled" }, want: { ok: false, cancelled: true } },
    { given: { cancelled: true }, want: { ok: false, cancelled: true } },
    { given: { isSuccess: false, error: "DEVELOPER_ERROR 10" }, want: { ok: false, cancelled: false } },
    { given: { idToken: ID_TOKEN, isSuccess: false }, want: { ok: false, cancelled: false } },
    { given: { idToken: "not-a-jwt" }, want: { ok: false, cancelled: false } },
    { given: {}, want: { ok: false, cancelled: false } },
  ])("reads $given as $want", ({ given, want }) => {
    expect(readGoogleLoginAnswer({ type: GOOGLE_LOGIN_TOKEN, ...given })).toEqual(want);
  });
});
