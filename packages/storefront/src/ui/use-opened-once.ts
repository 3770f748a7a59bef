// A dialog whose code loads only when a shopper first opens it (React.lazy) is rendered from then on:
// it stays mounted once opened, so it can close and open again without loading or losing its state.
import { useState } from "react";

/** True from the first render in which `open` is true, for good. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set during render: the dialog mounts in the same pass that opens it.
  if (open && !opened) setOpened(true);
  return opened || open;
}
