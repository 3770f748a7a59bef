// A list cell of two lines: the row's name (or its link) and, muted under it, what tells it apart (an
// e-mail address, a SKU), so a narrow list still says whose or which row it is.
import type { ReactNode } from "react";

export function TwoLineCell({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <>
      {first}
      <br />
      <span className="muted">{second}</span>
    </>
  );
}
