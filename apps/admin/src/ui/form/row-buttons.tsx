// The buttons of a form's repeated rows (centers, marquee lines, page titles): Remove names its row for a
// screen reader ("Remove place 2"), and Add is offered while the list is under its limit.
import type { ReactNode } from "react";

export function RemoveRowButton({ row, onRemove }: { row: string; onRemove: () => void }) {
  return (
    <button type="button" className="btn btn-ghost btn-small" onClick={onRemove}>
      Remove<span className="visually-hidden"> {row}</span>
    </button>
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
