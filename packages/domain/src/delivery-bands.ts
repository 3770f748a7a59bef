// The back office's rule for a store's delivery bands (distance bands and free-delivery bands), checked
// before they are saved, and which Active pincodes lie outside every Active band.
//
// Decisions:
// - Only Active bands are checked against each other; an Inactive band may overlap anything.
// - Each band on its own: min and max are numbers from 0 to 5000 km, min below max, and its price or
//   threshold a number from 0 up. Its problem names the band by its 1-based row.
// - Active bands, sorted by min: two bands overlap when the next starts before the previous ends; a
//   shared end (0-5 and 5-15) is touching, not overlapping (the first band in list order wins at 5 km,
//   delivery.ts).
// - A gap is a whole kilometre no Active band holds between two Active bands. Billable distances are
//   whole kilometres (delivery.ts billableKm), so 0-5 followed by 6-15 leaves no gap, 0-5 and 7-15
//   leave 6 km uncovered. Distances before the first band or after the last are not gaps: a store
//   may deliver only from 2 km, or only up to 50 km.
// - Every problem is reported, in band order, each as one sentence the screen shows as it is.

export const MAX_BAND_KM = 5000;

export interface BandInput {
  min_kilometer: number;
  max_kilometer: number;
  /** The band's price (distance bands) or the order total from which it is free (free-delivery bands). */
  amount: number;
  status: "Active" | "Inactive";
}

export type BandKind = "distance" | "free";

const NOUN: Record<BandKind, string> = { distance: "Distance band", free: "Free-delivery band" };
const AMOUNT: Record<BandKind, string> = { distance: "price", free: "threshold" };

const km = (value: number) => `${Number(value.toFixed(2))} km`;

/** One band's own problems. */
function bandProblems(band: BandInput, row: number, kind: BandKind): string[] {
  const name = `${NOUN[kind]} ${row}`;
  const problems: string[] = [];
  const { min_kilometer: min, max_kilometer: max, amount } = band;
  if (!Number.isFinite(min) || min < 0 || min > MAX_BAND_KM) {
    problems.push(`${name}: the start must be between 0 and ${MAX_BAND_KM} km.`);
  }
  if (!Number.isFinite(max) || max < 0 || max > MAX_BAND_KM) {
    problems.push(`${name}: the end must be between 0 and ${MAX_BAND_KM} km.`);
  }
  if (Number.isFinite(min) && Number.isFinite(max) && min >= max) {
    problems.push(`${name}: the start (${km(min)}) must be below the end (${km(max)}).`);
  }
  if (!Number.isFinite(amount) || amount < 0) {
    problems.push(`${name}: the ${AMOUNT[kind]} must be 0 or more.`);
  }
  return problems;
}

/** Every problem with a list of bands (empty when it may be saved). */
export function bandProblemsOf(bands: readonly BandInput[], kind: BandKind): string[] {
  const problems = bands.flatMap((band, index) => bandProblems(band, index + 1, kind));
  if (problems.length > 0) return problems;
  const active = bands
    .map((band, index) => ({ band, row: index + 1 }))
    .filter(({ band }) => band.status === "Active")
    .sort((a, b) => a.band.min_kilometer - b.band.min_kilometer || a.row - b.row);
  for (let i = 1; i < active.length; i++) {
    const previous = active[i - 1];
    const next = active[i];
    if (!previous || !next) continue;
    const endsAt = previous.band.max_kilometer;
    const startsAt = next.band.min_kilometer;
    const pair = `${NOUN[kind]}s ${previous.row} (${km(previous.band.min_kilometer)}-${km(endsAt)}) and ${next.row} (${km(startsAt)}-${km(next.band.max_kilometer)})`;
    if (startsAt < endsAt) {
      problems.push(`${pair} overlap: an Active band must start where the one before it ends.`);
    } else if (Math.ceil(startsAt) - Math.floor(endsAt) > 1) {
      const first = Math.floor(endsAt) + 1;
      const last = Math.ceil(startsAt) - 1;
      const hole = first === last ? km(first) : `${first}-${km(last)}`;
      problems.push(`${pair} leave a gap: no Active band covers ${hole}.`);
    }
  }
  return problems;
}

/** Whether a billable distance lies inside some Active band (inclusive ends, as delivery.ts matches). */
export function inActiveBand(bands: readonly BandInput[], distanceKm: number): boolean {
  return bands.some(
    (band) =>
      band.status === "Active" && band.min_kilometer <= distanceKm && distanceKm <= band.max_kilometer,
  );
}
