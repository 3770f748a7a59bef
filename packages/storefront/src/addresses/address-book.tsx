// The shopper's saved addresses, shared by checkout and My Account's Address tab (spec §2 Checkout,
// §2 My Account, §5, §8). One component, two modes:
// - "manage" (My Account): list, add, edit, delete, and set the default shipping and billing address.
// - "checkout": the same list where the defaults ARE the checkout's choice. Choosing an address for
//   shipping or billing sets it as that default on the server (§4 "choosing a default changes the
//   shipping or billing default"), so the choice survives a reload and shows in My Account too. The
//   checkout page reads the chosen ones with `useAddressChoice()`.
// It loads what it needs itself (the caller's addresses and the store's pincodes) and renders nothing
// for a guest (both pages are behind the login guard).
import type { ApiSchemas } from "@henna/api";
import { CONFIRM_DELETE_ADDRESS, NO_ADDRESS_FOUND } from "@henna/domain/messages";
import { shippingPincodeWarning } from "@henna/domain/pincode";
import { useState } from "react";
import { failureText } from "../api/api-result";
import { t } from "../i18n/i18n";
import { useAppDispatch, useAppSelector } from "../state/hooks";
import { pincodes as pincodesResource } from "../state/resources";
import { selectUserId } from "../state/session-slice";
import { skip, useResource } from "../state/use-resource";
import { Modal } from "../ui/modal";
import styles from "./address-book.module.css";
import {
  type Address,
  addressList,
  type DefaultKind,
  deleteAddress,
  setDefaultAddress,
} from "./address-calls";
import { AddressForm } from "./address-form";

export interface AddressBookProps {
  /** "manage" for My Account (default), "checkout" to choose the billing and shipping address. */
  mode?: "manage" | "checkout";
  /** Heading above the list (an h2); null for none. Default "Saved addresses". */
  title?: string | null;
  /** Called after an address was added or edited, with the saved address. */
  onSaved?: (address: Address) => void;
}

const NO_PINCODES: ApiSchemas["Pincode"][] = [];

/** An address as the lines the cards and the checkout show (repeats dropped). */
export function addressLines(address: Pick<Address, "new_address" | "area" | "city" | "pincode">): string[] {
  const lines = [
    address.new_address,
    address.area,
    [address.city, address.pincode].filter((part) => part.trim() !== "").join(" - "),
  ].filter((line) => line.trim() !== "");
  return [...new Set(lines)];
}

export function AddressBook({ mode = "manage", title = t("Saved addresses"), onSaved }: AddressBookProps) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const list = useResource(addressList, userId ?? skip);
  const served = useResource(pincodesResource, undefined);
  const [editing, setEditing] = useState<Address | "new" | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (userId === null) return null;
  const pincodes = served.data ?? NO_PINCODES;
  const addresses = list.data ?? [];

  async function choose(address: Address, kind: DefaultKind) {
    setBusy(`${kind}-${address.id}`);
    try {
      await dispatch(setDefaultAddress({ address, kind, pincodes })).unwrap();
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(`delete-${deleting.id}`);
    try {
      const gone = await dispatch(deleteAddress(deleting.id)).unwrap();
      if (gone) setDeleting(null);
    } finally {
      setBusy(null);
    }
  }

  const chooseLabel = (kind: DefaultKind) =>
    mode === "checkout"
      ? kind === "shipping"
        ? t("Deliver here")
        : t("Bill here")
      : kind === "shipping"
        ? t("Set as default shipping")
        : t("Set as default billing");
  const badgeLabel = (kind: DefaultKind) =>
    mode === "checkout"
      ? kind === "shipping"
        ? t("Shipping address")
        : t("Billing address")
      : kind === "shipping"
        ? t("Default shipping")
        : t("Default billing");

  return (
    <section className={styles.book} aria-label={title ?? t("Saved addresses")}>
      <div className={styles.bookHeader}>
        {title !== null && <h2 className={styles.bookTitle}>{title}</h2>}
        <button type="button" className="btn btn-secondary" onClick={() => setEditing("new")}>
          <span aria-hidden="true">+</span> {t("Add address")}
        </button>
      </div>

      {list.isLoading ? (
        <div className={styles.list} aria-busy="true">
          <span className="visually-hidden" role="status">
            {t("Loading your addresses…")}
          </span>
          {[0, 1].map((row) => (
            <div key={row} className={`skeleton ${styles.cardSkeleton}`} />
          ))}
        </div>
      ) : list.error && list.data === undefined ? (
        <div className={styles.state} role="alert">
          <p className="error-text">{failureText(list.error)}</p>
          <p className="muted">
            {t("We could not load your addresses. Please check your connection and try again.")}
          </p>
          <button type="button" className="btn" onClick={list.refetch} disabled={list.isFetching}>
            {list.isFetching ? t("Retrying…") : t("Retry")}
          </button>
        </div>
      ) : addresses.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.empty}>{t(NO_ADDRESS_FOUND)}</p>
          <p className="muted">{t("Add the address we should deliver to and bill.")}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t("Addresses")}>
          {addresses.map((address) => {
            const warning = shippingPincodeWarning(address.pincode, pincodes);
            const kinds: DefaultKind[] = ["shipping", "billing"];
            return (
              <li
                key={address.id}
                className={`card ${styles.card} ${
                  mode === "checkout" && (address.defaultaddressS || address.defaultaddressB)
                    ? styles.chosen
                    : ""
                }`}
              >
                <div className={styles.cardTop}>
                  <span className={styles.type}>{t(address.location_user)}</span>
                  {address.defaultaddressS && <span className={styles.badge}>{badgeLabel("shipping")}</span>}
                  {address.defaultaddressB && <span className={styles.badge}>{badgeLabel("billing")}</span>}
                </div>
                <address className={styles.lines}>
                  {addressLines(address).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                {warning && (
                  <p className={styles.warning} role="note">
                    {t(warning)}
                  </p>
                )}
                <div className={styles.actions}>
                  {kinds.map((kind) =>
                    (kind === "shipping" ? address.defaultaddressS : address.defaultaddressB) ? null : (
                      <button
                        key={kind}
                        type="button"
                        className="btn btn-secondary"
                        disabled={busy !== null}
                        aria-label={`${chooseLabel(kind)}: ${t(address.location_user)}, ${address.new_address}`}
                        onClick={() => void choose(address, kind)}
                      >
                        {busy === `${kind}-${address.id}` ? t("Saving…") : chooseLabel(kind)}
                      </button>
                    ),
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={t("Edit {location_user}, {new_address}", {
                      location_user: t(address.location_user),
                      new_address: address.new_address,
                    })}
                    onClick={() => setEditing(address)}
                  >
                    {t("Edit")}
                  </button>
                  <button
                    type="button"
                    className={`btn btn-ghost ${styles.danger}`}
                    aria-label={t("Delete {location_user}, {new_address}", {
                      location_user: t(address.location_user),
                      new_address: address.new_address,
                    })}
                    onClick={() => setDeleting(address)}
                  >
                    {t("Delete")}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Modal
        open={editing !== null}
        title={editing === "new" ? t("Add address") : t("Edit address")}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <AddressForm
            key={editing === "new" ? "new" : editing.id}
            address={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              onSaved?.(saved);
            }}
          />
        )}
      </Modal>

      <Modal open={deleting !== null} title={t("Delete address")} size="sm" onClose={() => setDeleting(null)}>
        <p>{t(CONFIRM_DELETE_ADDRESS)}</p>
        {deleting && <p className="muted">{addressLines(deleting).join(", ")}</p>}
        <div className={styles.formActions}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setDeleting(null)}
            disabled={busy !== null}
          >
            {t("Cancel")}
          </button>
          <button type="button" className="btn" onClick={() => void confirmDelete()} disabled={busy !== null}>
            {deleting && busy === `delete-${deleting.id}` ? t("Deleting…") : t("Delete")}
          </button>
        </div>
      </Modal>
    </section>
  );
}
