// The academy's office and centers (spec §2 Centers: five locations, one office and four centers). The
// centers carry the admission form's center names (§9), so a student picks the place this page shows.
import type { Center } from "@henna/domain/validate-admission";
import { msg } from "../i18n/i18n";

export type LocationType = "Our Office" | "Center";

export interface Location {
  id: string;
  name: string;
  type: LocationType;
  address: string;
  /** Our own illustration, under the shop's public/content/centers/. */
  image: string;
}

const center = (name: Center, id: string, address: string): Location => ({
  id,
  name,
  type: "Center",
  address,
  image: `/content/centers/${id}.svg`,
});

export const LOCATIONS: readonly Location[] = [
  {
    id: "office",
    name: msg("Head Office"),
    type: msg("Our Office"),
    address: "Shop 4, Sai Krupa Building, Daftary Road, Malad East, Mumbai 400097",
    image: "/content/centers/office.svg",
  },
  center(
    "Malad (E)",
    "malad-east",
    "2nd Floor, Dhanlaxmi Arcade, Kurar Village Road, Malad East, Mumbai 400097",
  ),
  center("Goregoan (W)", "goregaon-west", "Unit 12, Link Square, S.V. Road, Goregaon West, Mumbai 400104"),
  center("Malad (W)", "malad-west", "1st Floor, Palm Spring Plaza, Marve Road, Malad West, Mumbai 400064"),
  center("Andheri", "andheri", "Office 7, Shree Sai Complex, J.P. Road, Andheri West, Mumbai 400058"),
];
