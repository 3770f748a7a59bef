// The behaviour every modal <dialog> of the apps shares: showModal() while open (focus stays inside,
// the page behind is inert), Escape and a backdrop click ask to close, and focus goes back to the
// control that opened it.
import { type DialogHTMLAttributes, type MouseEvent, type RefObject, useEffect, useRef } from "react";

export interface ModalDialog {
  ref: RefObject<HTMLDialogElement | null>;
  dialogProps: Pick<DialogHTMLAttributes<HTMLDialogElement>, "onClose" | "onCancel" | "onClick">;
}

export function useModalDialog(open: boolean, onClose: () => void): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return {
    ref,
    dialogProps: {
      onClose: () => {
        opener.current?.focus?.();
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
