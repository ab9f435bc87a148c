import { pickByWeight } from '../weightedPick';

/**
 * The smart link's choice of an offer for one click (spec 4 §6): among the entries that take the
 * visitor's country, device and OS, one at random in proportion to its weight. Pure: the tracker
 * passes Math.random, the tests a seeded generator, and asks again without an entry whose offer
 * could not run (capped, paused, not allowed for the affiliate).
 */

/** The OS names an entry may target: those the tracker reads from a user agent (Bowser's). */
export const SMART_LINK_OSES = ['Android', 'iOS', 'Windows', 'macOS', 'Linux', 'Chrome OS'] as const;

export interface SmartLinkTarget {
  /** ISO alpha-2; empty = every country */
  countries: readonly string[];
  /** Device type (1 Mobile, 2 Desktop); empty = every device */
  deviceTypes: readonly number[];
  /** OS names; empty = every OS */
  oses: readonly string[];
  weight: number;
}

export interface SmartLinkVisitor {
  /** ISO alpha-2, `--` when unknown (it then matches only entries for every country) */
  country: string;
  deviceType: number;
  os: string;
}

/** Whether an entry takes this visitor: each list empty or holding the visitor's value. */
export function entryTakes(entry: SmartLinkTarget, visitor: SmartLinkVisitor): boolean {
  return (
    (entry.countries.length === 0 || entry.countries.includes(visitor.country)) &&
    (entry.deviceTypes.length === 0 || entry.deviceTypes.includes(visitor.deviceType)) &&
    (entry.oses.length === 0 || entry.oses.includes(visitor.os))
  );
}


/**
 * The entry that runs: chosen by weight among those taking the visitor, asking `runs` of each in
 * turn and choosing again among the rest when it answers false; null when none is left.
 */
export async function pickEntry<E extends SmartLinkTarget>(
  entries: readonly E[],
  visitor: SmartLinkVisitor,
  random: () => number,
  runs: (entry: E) => boolean | Promise<boolean>,
): Promise<E | null> {
  const left = entries.filter((e) => e.weight > 0 && entryTakes(e, visitor));
  while (left.length) {
    const i = pickByWeight(left, random);
    if (i < 0) return null;
    const entry = left[i]!;
    const verdict = runs(entry);
    if (verdict instanceof Promise ? await verdict : verdict) return entry;
    left.splice(i, 1);
  }
  return null;
}
