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

/** A rate as a percentage with one decimal, rounded half up, from integers ("8.3 %"). */
export function percentText(part: number, whole: number): string {
  if (whole <= 0) return '0.0 %';
  const tenths = Math.floor((part * 1000 * 2 + whole) / (whole * 2));
  return `${Math.floor(tenths / 10)}.${tenths % 10} %`;
}

/**
 * The evidence the alert names, in figures any language reads: FTDs / accepted leads (rate) of the
 * recent window, then of the norm; the alert's sentence says which windows they are.
 */
export function ftdDropEvidence(name: string, w: FtdWindows): string {
  return `${name}: ${w.recentFtds}/${w.recentAccepted} (${percentText(w.recentFtds, w.recentAccepted)}) vs ${w.normFtds}/${w.normAccepted} (${percentText(w.normFtds, w.normAccepted)})`;
}
