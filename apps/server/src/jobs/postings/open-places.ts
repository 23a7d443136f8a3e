/**
 * The open postings' distinct locations, remembered between searches in a place (decision 023).
 * Enumerating them walks the place index once per location (about 5 ms for 738 locations at a
 * million postings, and more with more places), which every search in a place paid again although
 * the list changes only when postings arrive. A remembered list serves while the table's newest
 * posting id is the one it was read with (an insert in any process changes it, and the id is read
 * in the search's own snapshot, so a list is never remembered under an id whose rows it missed)
 * and for at most PLACES_FRESH_MS: a known posting that moves to a new place, or reopens alone in
 * its place, shows in place searches within that time.
 */

/** How long a remembered list serves at most when no posting was inserted meanwhile. */
export const PLACES_FRESH_MS = 10_000;

/** Every distinct open location, or null when there are too many to test by equality. */
export type OpenPlaces = readonly string[] | null;

type Remembered = { newestId: string; readAt: number; places: OpenPlaces };

/** Per database handle: tests and benchmarks open several databases in one process. */
const remembered = new WeakMap<object, Remembered>();

/** The list remembered for this database, if it is still the table's (same newest id, fresh). */
export function rememberedPlaces(db: object, newestId: string, now: number): OpenPlaces | undefined {
  const entry = remembered.get(db);
  if (!entry || entry.newestId !== newestId || now - entry.readAt >= PLACES_FRESH_MS || now < entry.readAt)
    return undefined;
  return entry.places;
}

export function rememberPlaces(db: object, newestId: string, now: number, places: OpenPlaces): void {
  remembered.set(db, { newestId, readAt: now, places });
}

/**
 * The places holding `part`, as `ILIKE '%part%'` (with `%` and `_` escaped) finds them: without
 * regard to case, every other character literal. JavaScript folds the case of every letter, where
 * PostgreSQL under a C locale folds ASCII letters only: "MÜNCHEN" holds "münchen" here.
 */
export function placesHolding(places: readonly string[], part: string): string[] {
  const wanted = part.toLowerCase();
  return places.filter((place) => place.toLowerCase().includes(wanted));
}
