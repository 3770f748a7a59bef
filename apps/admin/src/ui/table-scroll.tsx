// A table's frame: it scrolls sideways on a phone, so it takes the keyboard focus (arrow keys scroll it)
// and is named for assistive technology.
import type { ReactNode } from "react";

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take the keyboard
    // biome-ignore lint/a11y/useSemanticElements: a section here would add a landmark per table
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
