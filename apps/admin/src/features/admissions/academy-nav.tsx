// The academy's three lists side by side: admissions, their fee payments and the class levels.
import { NavLink } from "react-router";
import styles from "./admissions.module.css";

export function AcademyNav() {
  const link = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.current}` : styles.tab;
  return (
    <nav className={styles.tabs} aria-label="Academy">
      <NavLink to="/admissions" end className={link}>
        Admissions
      </NavLink>
      <NavLink to="/admissions/payments" className={link}>
        Fee payments
      </NavLink>
      <NavLink to="/admissions/class-levels" className={link}>
        Class levels
      </NavLink>
    </nav>
  );
}
