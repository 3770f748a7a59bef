// 'Continue with Google' on the login page inside the mobile wrapper (spec §2 Authentication, §1): asks
// the wrapper for Google's sign-in and hands the ID token it answers with to the page, which logs in
// with it like with a password. Rendered only when a wrapper is there (nativePlatform()).
import { useEffect, useRef, useState } from "react";
import { msg, t } from "../i18n/i18n";
import { readGoogleLoginAnswer } from "./google-login-answer";
import styles from "./google-sign-in.module.css";
import {
  GOOGLE_LOGIN_TOKEN,
  installNativeHooks,
  registerNativeCallback,
  requestGoogleSignIn,
} from "./native-bridge";

export const GOOGLE_SIGN_IN_UNAVAILABLE = msg(
  "Google sign-in is not available in this version of the app. Please log in with your email and password.",
);
export const GOOGLE_SIGN_IN_INCOMPLETE = msg("Google sign-in did not complete. Please try again.");

export interface GoogleSignInProps {
  /** Logs in with the token; resolves once the page has moved on or shown why not. */
  onToken: (idToken: string) => Promise<void>;
  onFailure: (message: string) => void;
  /** Another login is under way. */
  disabled?: boolean;
}

export function GoogleSignIn({ onToken, onFailure, disabled = false }: GoogleSignInProps) {
  const [busy, setBusy] = useState(false);
  // The wrapper answers whenever the shopper is done with Google's sheet: read the newest props then.
  const latest = useRef({ onToken, onFailure });
  latest.current = { onToken, onFailure };
  const running = useRef(false);

  useEffect(() => {
    // In place before the first request, so an answer is never missed.
    installNativeHooks();
    return registerNativeCallback(GOOGLE_LOGIN_TOKEN, (message) => {
      const answer = readGoogleLoginAnswer(message);
      if (!answer.ok) {
        // Closing Google's sheet is a choice, not an error.
        if (!answer.cancelled) latest.current.onFailure(GOOGLE_SIGN_IN_INCOMPLETE);
        return;
      }
      if (running.current) return;
      running.current = true;
      setBusy(true);
      void latest.current.onToken(answer.idToken).finally(() => {
        running.current = false;
        setBusy(false);
      });
    });
  }, []);

  const start = () => {
    if (!requestGoogleSignIn()) onFailure(GOOGLE_SIGN_IN_UNAVAILABLE);
  };

  return (
    <div className={styles.google}>
      <p className={styles.divider}>
        <span>{t("or")}</span>
      </p>
      <button
        type="button"
        className="btn btn-secondary btn-block"
        onClick={start}
        disabled={busy || disabled}
        aria-busy={busy}
      >
        {busy ? t("Signing in with Google…") : t("Continue with Google")}
      </button>
    </div>
  );
}
