// The behaviour every modal <dialog> of the apps shares: showModal() while open (focus stays inside,
// the page behind is inert), Escape and a backdrop click ask to close, and focus goes back to the
// control that opened it, however the dialog ends: Escape, its Close button, the backdrop, the page
// closing it, or the dialog leaving the page while open. The browser's own return goes to whatever
// had focus at showModal(), which is the page's body when the opener lost focus first.
import { type DialogHTMLAttributes, type MouseEvent, type RefObject, useEffect, useRef } from "react";

export interface ModalDialog {
  ref: RefObject<HTMLDialogElement | null>;
  dialogProps: Pick<DialogHTMLAttributes<HTMLDialogElement>, "onClose" | "onCancel" | "onClick">;
}

/** The focused control, or null when focus is on nothing in particular (the body). */
function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || active === document.documentElement)
    return null;
  return active;
}

/** Puts focus back on the opener when it is still on the page, and when nothing else took it. */
function returnFocus(opener: HTMLElement | null, dialog: HTMLDialogElement | null) {
  if (!opener?.isConnected) return;
  const active = document.activeElement;
  const elsewhere =
    active instanceof HTMLElement &&
    active !== document.body &&
    active !== opener &&
    !dialog?.contains(active);
  if (!elsewhere) opener.focus({ preventScroll: true });
}

export function useModalDialog(open: boolean, onClose: () => void): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = focusedControl();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      // The close event comes a task later; focus goes back now, so nothing lands on the body between.
      returnFocus(opener.current, dialog);
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) {
        dialog.close();
        returnFocus(opener.current, dialog);
      }
    };
  }, []);

  return {
    ref,
    dialogProps: {
      onClose: () => {
        returnFocus(opener.current, ref.current);
        if (open) onClose();
      },
      onCancel: (event) => {
        event.preventDefault();
        onClose();
      },
      onClick: (event: MouseEvent<HTMLDialogElement>) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      },
    },
  };
}
