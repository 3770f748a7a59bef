// Spec §2: when one card's picture fails, every card of that list shows the skeleton instead of a
// half-broken grid. Each list (grid, carousel row) owns one scope; a card outside any scope only
// switches itself.
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

interface ListImages {
  failed: boolean;
  onFail: () => void;
}

const ListImagesContext = createContext<ListImages | null>(null);

export function ListImagesScope({ children }: { children: ReactNode }) {
  const [failed, setFailed] = useState(false);
  const value = useMemo(() => ({ failed, onFail: () => setFailed(true) }), [failed]);
  return <ListImagesContext.Provider value={value}>{children}</ListImagesContext.Provider>;
}

/** The list's image state; a card without a scope gets one of its own. */
export function useListImages(): ListImages {
  const scoped = useContext(ListImagesContext);
  const [failed, setFailed] = useState(false);
  return scoped ?? { failed, onFail: () => setFailed(true) };
}
