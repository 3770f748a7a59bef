// English / हिन्दी (spec: the header and the phone drawer). Each language is named in its own script,
// as readers look for it. A choice is remembered in the `lang` cookie and, when signed in, in the
// account, then the page loads again: the server renders it in the new language from the first byte.
import { currentLanguage, LANGUAGES, type Language, t } from "../i18n/i18n";
import { rememberLanguage, withoutLanguageQuery } from "../i18n/language-choice";
import { saveAccountLanguage } from "../state/account-language";
import { useAppDispatch } from "../state/hooks";
import styles from "./language-switch.module.css";

/** Language names are autonyms: the same in every language (not catalogue texts). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

export function LanguageSwitch({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const language = currentLanguage();
  const choose = async (next: Language) => {
    if (next === language) return;
    rememberLanguage(next);
    // Signed in: the account keeps it too (a guest's, or a failed call's, choice lives in the cookie).
    await dispatch(saveAccountLanguage(next)).catch(() => undefined);
    const target = withoutLanguageQuery(window.location.href);
    if (target === window.location.href) window.location.reload();
    else window.location.replace(target);
  };
  return (
    <fieldset className={`${styles.switch} ${className ?? ""}`}>
      <legend className="visually-hidden">{t("Language")}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={option === language}
          onClick={() => void choose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}
