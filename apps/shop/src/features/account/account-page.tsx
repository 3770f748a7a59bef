// My Account, first part: who is logged in and Logout (spec §2). The Orders, Address and Help tabs
// come with the checkout issue; until then the page says so and offers a way on.
import { useLogOut } from "@henna/storefront/session/use-log-out.ts";
import { useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import { Link } from "react-router";
import styles from "./account-page.module.css";

export default function AccountPage() {
  const user = useAppSelector(selectUser);
  const logOut = useLogOut();
  if (!user) return null;
  return (
    <div className="page">
      <h1>My Account</h1>
      <section className={`card ${styles.profile}`} aria-label="Your details">
        <p className={styles.name}>{user.full_name || user.name}</p>
        <p className="muted">{user.email}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void logOut()}>
          Logout
        </button>
      </section>
      <p className="muted">Your orders, saved addresses and help will be shown here soon.</p>
      <Link className="btn" to="/products">
        Continue shopping
      </Link>
    </div>
  );
}
