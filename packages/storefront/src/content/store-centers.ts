// The places the Our Centers page lists: the ones the owner set in the back office (store setup, from
// the profile the chrome reads on every page, so no extra request), else the shop's own list. An
// owner's place gets one of the shop's illustrations: the office's, or a center's in turn.
import { storeProfile } from "../state/resources";
import { useResource } from "../state/use-resource";
import { LOCATIONS, type Location } from "./centers";

const CENTER_PICTURES = ["malad-east", "goregaon-west", "malad-west", "andheri"];

export interface StoreCenterInput {
  name: string;
  type: "Our Office" | "Center";
  address: string;
}

export function locationsOf(centers: readonly StoreCenterInput[] | null | undefined): readonly Location[] {
  if (!centers || centers.length === 0) return LOCATIONS;
  let nextCenter = 0;
  return centers.map((center, index) => {
    const picture =
      center.type === "Our Office" ? "office" : CENTER_PICTURES[nextCenter++ % CENTER_PICTURES.length];
    return {
      id: `place-${index + 1}`,
      name: center.name,
      type: center.type,
      address: center.address,
      image: `/content/centers/${picture}.svg`,
    };
  });
}

export function useLocations(): readonly Location[] {
  const { data: profile } = useResource(storeProfile, undefined);
  return locationsOf(profile?.centers);
}
