import { percentOf } from './funnel';

/**
 * Shaving watch, the broker side (spec 4 §2): a broker whose FTD rate falls far below its own norm
 * may be keeping deposits to itself. Both rates are by deposit date over leads it accepted in the
 * same window, so a young cohort's FTDs still to come weigh on both alike: the last RECENT_DAYS
 * against the NORM_DAYS before them. Integer arithmetic only.
 */
export const SHAVING_WATCH = {
  recentDays: 7,
  normDays: 28,
  /** accepted leads the recent window needs before its rate means anything */
  minRecentAccepted: 30,
  /** FTDs the norm needs: a broker that never deposits has no norm to fall from */
  minNormFtds: 5,
  /** the recent rate is a drop when below this share (per cent) of the norm */
  dropBelowPercent: 50,
} as const;

export interface FtdWindows {
  recentAccepted: number;
  recentFtds: number;
  normAccepted: number;
  normFtds: number;
}

export type ShavingRule = { readonly [K in keyof typeof SHAVING_WATCH]: number };

/** True when the recent FTD rate is below `dropBelowPercent` % of the norm's, with enough leads behind both. */
export function ftdRateDropped(w: FtdWindows, rule: ShavingRule = SHAVING_WATCH): boolean {
  if (w.recentAccepted < rule.minRecentAccepted || w.normFtds < rule.minNormFtds || w.normAccepted <= 0) return false;
  // recentFtds / recentAccepted < (dropBelowPercent / 100) × normFtds / normAccepted
  return w.recentFtds * w.normAccepted * 100 < rule.dropBelowPercent * w.normFtds * w.recentAccepted;
}

/** A rate as the alert shows it: a percentage with one decimal (funnel.ts's `percentOf`), 0.0 when nothing was accepted. */
export function percentText(part: number, whole: number): string {
  return `${percentOf(part, whole, 1) ?? '0.0'} %`;
}

/**
 * The evidence the alert names, in figures any language reads: FTDs / accepted leads (rate) of the
 * recent window, then of the norm; the alert's sentence says which windows they are.
 */
export function ftdDropEvidence(name: string, w: FtdWindows): string {
  return `${name}: ${w.recentFtds}/${w.recentAccepted} (${percentText(w.recentFtds, w.recentAccepted)}) vs ${w.normFtds}/${w.normAccepted} (${percentText(w.normFtds, w.normAccepted)})`;
}

/**
 * Shaving watch, the lead side: leads a broker declines (`invalid`, `not_interested`) soon after it
 * accepted them, and deposits it takes back (a status other than `ftd` after an `ftd`), over the
 * last day of statuses.
 */
export const DECLINE_WATCH = {
  /** a decline this soon after the acceptance is suspect */
  soonHours: 24,
  /** the statuses looked at: those received in the last this many hours */
  windowHours: 24,
  /** declines soon after acceptance that raise the alert, at least… */
  minDeclined: 5,
  /** …and at least this share (per cent) of the leads it accepted in the window */
  minDeclinedPercent: 30,
} as const;

export const DECLINING_GROUPS = ['invalid', 'not_interested'] as const;

export interface DeclineWindow {
  /** leads the integration accepted in the window */
  accepted: number;
  /** of its leads, those declined within `soonHours` of their acceptance, by a status received in the window */
  declinedSoon: number;
  /** its leads whose deposit was taken back by a status received in the window */
  ftdTakenBack: number;
}

export type DeclineRule = { readonly [K in keyof typeof DECLINE_WATCH]: number };

/** True when a deposit was taken back, or enough leads were declined soon after acceptance. */
export function declinesFlagged(w: DeclineWindow, rule: DeclineRule = DECLINE_WATCH): boolean {
  if (w.ftdTakenBack > 0) return true;
  return w.declinedSoon >= rule.minDeclined && w.declinedSoon * 100 >= rule.minDeclinedPercent * Math.max(w.accepted, 1);
}

/** The evidence, in figures: declined soon / accepted in the window, and deposits taken back. */
export function declineEvidence(name: string, w: DeclineWindow): string {
  return `${name}: ${w.declinedSoon}/${w.accepted}, FTD ${w.ftdTakenBack}`;
}
