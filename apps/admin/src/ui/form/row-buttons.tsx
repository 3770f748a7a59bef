// The buttons of repeated rows (a form's centers and variations, a table's coupons and members): each
// names its row for a screen reader ("Remove place 2", "Edit DIWALI20"), and Add is offered while the
// list is under its limit.
import type { ReactNode } from "react";

const TONES = { secondary: "btn-secondary", ghost: "btn-ghost", danger: "btn-danger" } as const;

export interface RowButtonProps {
  /** What the button does, as it shows: "Edit", "Make Inactive". */
  children: ReactNode;
  /** The row's name, read after it by a screen reader. */
  row: string;
  tone: keyof typeof TONES;
  onClick: () => void;
  busy?: boolean;
}

export function RowButton({ children, row, tone, onClick, busy }: RowButtonProps) {
  return (
    <button
      type="button"
      className={`btn ${TONES[tone]} btn-small`}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {children}
      <span className="visually-hidden"> {row}</span>
    </button>
  );
}

export function RemoveRowButton({ row, onRemove }: { row: string; onRemove: () => void }) {
  return (
    <RowButton tone="ghost" row={row} onClick={onRemove}>
      Remove
    </RowButton>
  );
}

export function AddRowButton({
  count,
  max,
  onAdd,
  children,
}: {
  count: number;
  max: number;
  onAdd: () => void;
  children: ReactNode;
}) {
  if (count >= max) return null;
  return (
    <button type="button" className="btn btn-secondary btn-small" onClick={onAdd}>
      {children}
    </button>
  );
}
