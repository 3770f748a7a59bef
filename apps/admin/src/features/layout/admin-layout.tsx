// The frame of every signed-in page: the store's name, the menu (the screen table's menu rows, Orders
// with the new-orders badge, the owner-only ones for owners), the member and Sign out.

import { toast } from "@henna/storefront/ui/toast.ts";
import { useEffect, useState } from "react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { useAdminServices } from "../../api/services-context";
import { settleAnswer } from "../../api/settle-answer";
import { MENU } from "../../app/screens";
import { isOwner, useStaffSession } from "../../session/staff-session";
import styles from "./admin-layout.module.css";
import { useNewOrdersCount } from "./use-new-orders-count";

function useStoreName(): string {
  const { client, mainId } = useAdminServices();
  const [name, setName] = useState("");
  useEffect(() => {
    let live = true;
    void settleAnswer(
      client.GET("/register/single/{storeId}", { params: { path: { storeId: mainId } } }),
    ).then((result) => {
      if (live && result.data) setName(result.data.users.orignal_logoname);
    });
    return () => {
      live = false;
    };
  }, [client, mainId]);
  return name;
}

export function AdminLayout() {
  const { staff, signOut } = useStaffSession();
  const navigate = useNavigate();
  const newOrders = useNewOrdersCount();
  const storeName = useStoreName();
  const owner = isOwner(staff);

  const onSignOut = async () => {
    await signOut();
    toast.success("Signed out");
    navigate("/login", { replace: true });
  };

  const link = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={`${styles.header} no-print`}>
        <div className={styles.brand}>
          <span className={styles.store}>{storeName || "Store"}</span>
          <span className={styles.tag}>Back office</span>
        </div>
        <div className={styles.member}>
          <span className={styles.email} title={staff?.email}>
            {staff?.email}
          </span>
          <button type="button" className="btn btn-secondary btn-small" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </header>
      <nav className={`${styles.nav} no-print`} aria-label="Back office">
        {MENU.filter((screen) => owner || !screen.ownerOnly).map((screen) => (
          <NavLink key={screen.path} to={screen.path} end={screen.path === "/"} className={link}>
            {screen.menu}
            {screen.badge === "new-orders" && newOrders > 0 && (
              <span className={styles.badge}>
                {newOrders}
                <span className="visually-hidden"> new</span>
              </span>
            )}
          </NavLink>
        ))}
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
