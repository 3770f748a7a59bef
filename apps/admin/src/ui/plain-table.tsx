// A read-only table of the back office in its scrolling frame, its header row given as a list: the
// header cells' scope, the right-aligned number columns and the frame are written here once.
import type { ReactNode } from "react";
import { TableScroll } from "./table-scroll";

export interface Column {
  label: string;
  /** A number column: right-aligned, as its cells are (`<td className="num">`). */
  num?: boolean;
  /** A column of buttons: its name is for screen readers only. */
  hidden?: boolean;
}

export function PlainTable({
  label,
  caption = false,
  columns,
  children,
}: {
  /** The frame's accessible name. */
  label: string;
  /** Also name the table itself with a caption only screen readers read. */
  caption?: boolean;
  /** A plain string is a text column. */
  columns: readonly (string | Column)[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className="admin-table">
        {caption && <caption className="visually-hidden">{label}</caption>}
        <thead>
          <tr>
            {columns.map((column) => {
              const { label: name, num, hidden } = typeof column === "string" ? { label: column } : column;
              return (
                <th key={name} scope="col" className={num ? "num" : undefined}>
                  {hidden ? <span className="visually-hidden">{name}</span> : name}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
