// A destructive action asks first, in the shared <dialog> modal (focus returns to the opener).
import { Modal } from "@henna/storefront/ui/modal.tsx";
import type { ReactNode } from "react";
import styles from "./confirm-dialog.module.css";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} size="sm">
      <div className={styles.text}>{children}</div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Keep it
        </button>
        <button type="button" className={`btn ${styles.danger}`} onClick={onConfirm} disabled={busy}>
          {busy ? "Working…" : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
