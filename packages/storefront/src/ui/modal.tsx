// Dialogs on the native <dialog> element: showModal() makes the rest of the page inert (focus stays
// inside), Escape closes it, and focus goes back to the control that opened it.
import { type ReactNode, useId } from "react";
import { t } from "../i18n/i18n";
import styles from "./modal.module.css";
import { useModalDialog } from "./use-modal-dialog";

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for lists of cards. */
  size?: "sm" | "md" | "lg";
}

export function Modal({ open, title, onClose, children, size = "md" }: ModalProps) {
  const { ref, dialogProps } = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      {...dialogProps}
    >
      {open && (
        <div className={styles.frame}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className="icon-btn" aria-label={t("Close")} onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </button>
          </header>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
