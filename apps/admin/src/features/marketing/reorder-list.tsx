// An ordered list whose items move by drag and drop or by Up/Down buttons (the keyboard's and a
// phone's way: dragging is mouse-only). A move is announced in a live region and focus stays on the
// moved item's button, so a keyboard user can keep moving it.
import { type DragEvent, type ReactNode, useRef, useState } from "react";
import styles from "./marketing.module.css";

export interface ReorderListProps<T> {
  items: readonly T[];
  idOf: (item: T) => number;
  nameOf: (item: T) => string;
  /** The list's name for assistive technology ("Slides"). */
  label: string;
  busy?: boolean;
  onMove: (ids: number[]) => void;
  renderItem: (item: T) => ReactNode;
}

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function ReorderList<T>({
  items,
  idOf,
  nameOf,
  label,
  busy = false,
  onMove,
  renderItem,
}: ReorderListProps<T>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [said, setSaid] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const move = (from: number, to: number, keyboard: "up" | "down" | null) => {
    // Busy (the last move is being saved) ignores presses rather than disabling the buttons, which
    // would drop the keyboard's focus.
    if (busy || from === to || to < 0 || to >= items.length) return;
    const next = moved(items, from, to);
    const item = items[from] as T;
    setSaid(`${nameOf(item)} moved to position ${to + 1} of ${items.length}.`);
    onMove(next.map(idOf));
    if (keyboard) {
      // At an end the pressed button is disabled: focus its partner, so focus is never lost.
      const direction =
        (keyboard === "up" && to === 0) || (keyboard === "down" && to === items.length - 1)
          ? keyboard === "up"
            ? "down"
            : "up"
          : keyboard;
      requestAnimationFrame(() => buttons.current.get(`${idOf(item)}-${direction}`)?.focus());
    }
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = items.findIndex((item) => idOf(item) === dragged);
    setDragged(null);
    setOver(null);
    if (from >= 0) move(from, to, null);
  };

  return (
    <>
      <ol className={styles.list} aria-label={label} aria-busy={busy || undefined}>
        {items.map((item, index) => {
          const id = idOf(item);
          const name = nameOf(item);
          return (
            <li
              key={id}
              className={styles.row}
              draggable={!busy}
              data-dragging={dragged === id || undefined}
              data-over={over === index || undefined}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(id));
                setDragged(id);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(index);
              }}
              onDrop={(event) => onDrop(event, index)}
            >
              <span className={styles.grip} aria-hidden="true" title="Drag to move">
                ⠿
              </span>
              <span className={styles.position}>{index + 1}</span>
              <div className={styles.rowBody}>{renderItem(item)}</div>
              <div className={styles.moves}>
                <button
                  ref={(node) => {
                    if (node) buttons.current.set(`${id}-up`, node);
                  }}
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, "up")}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  ref={(node) => {
                    if (node) buttons.current.set(`${id}-down`, node);
                  }}
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={`Move ${name} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1, "down")}
                >
                  <span aria-hidden="true">↓</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}
