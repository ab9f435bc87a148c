/** The extra tracking parameters a click or lead may carry (spec 1 §3, §9). */
import { SUB_IDS, type SubId } from './subIds';

export const EXTRA_PARAM_NAMES = SUB_IDS;
export type ExtraParamName = SubId;

export const EMPTY_PARAM = '—';

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * The p1–p10 pairs to show: an empty one shows a dash, and when all ten are empty nothing is shown
 * (an empty list), so a row without extra parameters stays clean (R169, R170).
 */
export function extraParamsDisplay(record: Partial<Record<ExtraParamName, unknown>>): Array<{ name: ExtraParamName; value: string }> {
  if (EXTRA_PARAM_NAMES.every((name) => blank(record[name]))) return [];
  return EXTRA_PARAM_NAMES.map((name) => ({ name, value: blank(record[name]) ? EMPTY_PARAM : String(record[name]) }));
}
