import { type ButtonId, defaultActionButton } from "@henna/domain/default-button";
import { buttons } from "../state/resources";
import { useResource } from "../state/use-resource";

/** The store's default action button (spec §4); null while loading or when none is flagged. */
export function useDefaultButton(): { defaultButton: ButtonId | null; isLoading: boolean } {
  const { data, isLoading } = useResource(buttons, undefined);
  return { defaultButton: defaultActionButton(data ?? []), isLoading };
}
