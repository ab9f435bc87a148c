import { formatInTimeZone } from 'date-fns-tz';
import { openAt, type WorkingHours } from '../brokers/workingHours';
import type { StoredTraceStep } from './trace';
import { pickByWeight } from '../weightedPick';

/** An integration of a lead's flow, with what routing needs to judge it (spec 4 §2). */
export interface RouteCandidate {
  integrationId: number;
  name: string;
  priority: number;
  weight: number;
  /** empty = every country */
  countries: string[];
  /** empty = every language */
  languages: string[];
  timeZone: string;
  /** {} = every hour; a weekday left out takes none */
  workingHours: WorkingHours;
  /** integration status not active (paused by a person or the circuit breaker) */
  paused: boolean;
  /** the flow's daily capacity for the lead's country; null = not capped */
  capacity: number | null;
  /** taken today (the integration's broker day) for that country; 0 when not capped (nothing to count it against) */
  used: number;
}

export type SkipReason = 'country' | 'language' | 'hours' | 'capacity' | 'paused';

/** The broker day ('YYYY-MM-DD') of an instant in the integration's time zone: capacity counts by it. */
export function brokerDay(timeZone: string, now: Date): string {
  return formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
}

const listed = (values: string[]) => values.join(', ');

/** Why a candidate can't take the lead now, or null when it can. */
function skipOf(lead: { country: string; language: string | null }, c: RouteCandidate, now: Date): { reason: SkipReason; detail: string } | null {
  if (c.paused) return { reason: 'paused', detail: 'the integration is paused' };
  const country = lead.country.toUpperCase();
  if (c.countries.length > 0 && !c.countries.some((x) => x.toUpperCase() === country)) {
    return { reason: 'country', detail: `takes ${listed(c.countries)}, not ${country}` };
  }
  if (c.languages.length > 0) {
    const language = lead.language?.toLowerCase() ?? null;
    if (language === null) return { reason: 'language', detail: `takes ${listed(c.languages)}; the lead's language is not known` };
    if (!c.languages.some((x) => x.toLowerCase() === language)) return { reason: 'language', detail: `takes ${listed(c.languages)}, not ${language}` };
  }
  const hours = openAt(c.workingHours, c.timeZone, now);
  if (!hours.open) return { reason: 'hours', detail: `closed: ${hours.at}` };
  if (c.capacity !== null && c.used >= c.capacity) {
    return { reason: 'capacity', detail: `${c.used} of ${c.capacity} taken on ${brokerDay(c.timeZone, now)} for ${country}` };
  }
  return null;
}

/** Weighted random order without replacement: each pick takes a candidate with the chance of its weight among those left. */
function shuffleByWeight(group: RouteCandidate[], random: () => number): RouteCandidate[] {
  const left = [...group];
  const order: RouteCandidate[] = [];
  while (left.length > 0) {
    // none weighted among those left: each as likely as the others
    const weighted = pickByWeight(left, random);
    const index = weighted >= 0 ? weighted : Math.min(Math.floor(random() * left.length), left.length - 1);
    order.push(left.splice(index, 1)[0]!);
  }
  return order;
}

/**
 * The order a lead is offered to its flow's integrations (spec 4 §2): the eligible ones by priority
 * (1 first), shuffled by weight among equal priorities; and a trace step for each one skipped (paused,
 * country, language, working hours in its own zone, the day's capacity for the lead's country).
 */
export function routeLead(
  lead: { country: string; language: string | null },
  candidates: RouteCandidate[],
  now: Date,
  random: () => number,
): { order: RouteCandidate[]; skipped: StoredTraceStep[] } {
  const eligible: RouteCandidate[] = [];
  const skipped: StoredTraceStep[] = [];
  for (const c of candidates) {
    const skip = skipOf(lead, c, now);
    if (skip) skipped.push({ integration_id: c.integrationId, name: c.name, verdict: 'skipped', ...skip });
    else eligible.push(c);
  }
  const priorities = [...new Set(eligible.map((c) => c.priority))].sort((a, b) => a - b);
  const order = priorities.flatMap((p) => shuffleByWeight(eligible.filter((c) => c.priority === p), random));
  return { order, skipped };
}
