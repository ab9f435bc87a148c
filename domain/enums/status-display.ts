import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '../languages';
import type { EnumStyle } from './define-enum';
import {
  LanguageStatus,
  MarketplaceCategoryStatus,
  TrackingDomainRuleStatus,
  TrackingDomainStatus,
} from './dictionary-status';

/** The derived pair the spec puts on every status-bearing row. */
export interface StatusDisplay {
  status_label: string;
  statusClass: EnumStyle;
}

interface StyledEnum {
  label(value: unknown, lang?: InterfaceLanguage): string;
  style(value: unknown): EnumStyle | undefined;
}

/** A value the enum does not know gets the neutral 'info' class rather than none. */
export function statusDisplay(
  e: StyledEnum,
  status: unknown,
  lang: InterfaceLanguage = DEFAULT_LANGUAGE,
): StatusDisplay {
  return { status_label: e.label(status, lang), statusClass: e.style(status) ?? 'info' };
}

export const trackingDomainStatusDisplay = (status: unknown, lang?: InterfaceLanguage): StatusDisplay =>
  statusDisplay(TrackingDomainStatus, status, lang);

export const languageStatusDisplay = (status: unknown, lang?: InterfaceLanguage): StatusDisplay =>
  statusDisplay(LanguageStatus, status, lang);

export const marketplaceCategoryStatusDisplay = (status: unknown, lang?: InterfaceLanguage): StatusDisplay =>
  statusDisplay(MarketplaceCategoryStatus, status, lang);

export const trackingDomainRuleStatusDisplay = (status: unknown, lang?: InterfaceLanguage): StatusDisplay =>
  statusDisplay(TrackingDomainRuleStatus, status, lang);

/** Spreads the display pair onto a row: `rows.map(withStatusDisplay(LanguageStatus))`. */
export function withStatusDisplay(e: StyledEnum, lang?: InterfaceLanguage) {
  return <R extends { status: unknown }>(row: R): R & StatusDisplay => ({
    ...row,
    ...statusDisplay(e, row.status, lang),
  });
}
