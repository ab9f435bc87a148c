import { PaidForType } from '../enums/payout';
import { PixelAction } from '../enums/pixel';
import type { InterfaceLanguage } from '../languages';

/**
 * The Paid-for type of a conversion's billing items, by its action, when the conversion does not
 * name one itself (`conversions.paid_for`, e.g. `epl`): opt-in, lead, ftd and revshare are the
 * documents' own words; a sale is paid at the CPA amount, so it is `cpa` (docs/decisions/billing.md).
 */
export const PAID_FOR_BY_ACTION: Readonly<Record<PixelAction, PaidForType>> = {
  [PixelAction.OptIn]: PaidForType.OptIn,
  [PixelAction.Lead]: PaidForType.Lead,
  [PixelAction.FTD]: PaidForType.Ftd,
  [PixelAction.Revshare]: PaidForType.Revshare,
  [PixelAction.Sale]: PaidForType.Cpa,
};

export const paidForOf = (action: number, own: string | null): PaidForType =>
  own !== null && PaidForType.is(own) ? own : (PAID_FOR_BY_ACTION[action as PixelAction] ?? PaidForType.Cpa);

/** The same rule in SQL over a conversion aliased `alias` (the constants are ours, not input). */
export const paidForSql = (alias: string) =>
  `COALESCE(${alias}.paid_for, CASE ${alias}.action ${Object.entries(PAID_FOR_BY_ACTION)
    .map(([action, type]) => `WHEN ${Number(action)} THEN '${type}'`)
    .join(' ')} ELSE '${PaidForType.Cpa}' END)`;

/**
 * What an invoice line pays for, in words: the action, then the Paid-for type unless it is the same
 * word (a sale paid as CPA, a lead as EPL); a line without an action (a CRG adjustment) says its type alone.
 */
export function paidForWords(action: number, paidFor: string, language: InterfaceLanguage): string {
  const type = PaidForType.is(paidFor) ? PaidForType.label(paidFor, language) : paidFor;
  const done = PixelAction.is(action) ? PixelAction.label(action, language) : null;
  return done === null ? type : done === type ? done : `${done} · ${type}`;
}
