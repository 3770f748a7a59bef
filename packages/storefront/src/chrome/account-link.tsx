// "Hi, {first name}" to the account page when logged in, Login/Register to the login page otherwise.

import { t } from "../i18n/i18n";
import { AppLink } from "../navigation/app-link";
import { useHydrated } from "../ssr/use-hydrated";
import { useAppSelector } from "../state/hooks";
import { selectUser } from "../state/session-slice";
import styles from "./header.module.css";
import { Icon } from "./icon";

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

export function AccountLink({
  accountPath,
  loginPath,
  className,
  onNavigate,
}: {
  accountPath: string;
  loginPath: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const user = useAppSelector(selectUser);
  const hydrated = useHydrated();
  const name = user ? firstName(user.full_name || user.name) : "";
  return (
    <AppLink
      to={user ? accountPath : loginPath}
      className={`${styles.account} ${className ?? ""}`}
      onClick={onNavigate}
      // A hidden label names nothing: until the page is live (long on a slow phone) the link is named
      // for where it leads either way, so a screen reader never meets an unnamed link.
      aria-label={hydrated ? undefined : t("My Account")}
    >
      <Icon name="user" size={22} />
      {/* The server renders every page for a guest: the label waits for the browser, which knows who is
          logged in, instead of showing a returning shopper "Login/Register" until the page is live. */}
      <span className={styles.accountText} style={hydrated ? undefined : { visibility: "hidden" }}>
        {user ? t("Hi, {value}", { value: name || "there" }) : t("Login/Register")}
      </span>
    </AppLink>
  );
}
