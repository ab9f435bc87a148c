import { TrafficSafety } from '../enums/report';
import { FraudReason, STRONG_REASONS } from './fraudReasons';
import type { FraudSettings } from './fraudSettings';

/** A click or conversion judged: its Traffic safety and the reasons behind it (none when Safe). */
export interface TrafficQuality {
  safety: TrafficSafety;
  reasons: FraudReason[];
}

export const SAFE: Readonly<TrafficQuality> = Object.freeze({ safety: TrafficSafety.Safe, reasons: [] as FraudReason[] });

/** Safety of a set of reasons: a strong one, or `mixed_reasons_for_risky` of the others, is Risky; any other reason Mixed. */
export function safetyOf(reasons: readonly FraudReason[], settings: Pick<FraudSettings, 'mixed_reasons_for_risky'>): TrafficSafety {
  if (reasons.length === 0) return TrafficSafety.Safe;
  if (reasons.some((r) => STRONG_REASONS.includes(r))) return TrafficSafety.Risky;
  return reasons.length >= settings.mixed_reasons_for_risky ? TrafficSafety.Risky : TrafficSafety.Mixed;
}

/** What is known of a click when it is judged (each looked up by the tracker beforehand). */
export interface ClickSignals {
  /** the user agent is a known bot or crawler */
  bot: boolean;
  /** the address is in a data-centre, hosting or proxy range */
  dataCentre: boolean;
  /** clicks from this IP address within the window, this one included */
  ipClicks: number;
  /** clicks on this offer from this device (IP and user agent) within the window, this one included */
  deviceClicks: number;
}

/** Judges a click (spec 4 §4): pure, so the same facts always give the same answer. */
export function judgeClick(s: ClickSignals, settings: FraudSettings): TrafficQuality {
  const reasons: FraudReason[] = [];
  if (s.bot) reasons.push(FraudReason.KnownBot);
  if (s.dataCentre) reasons.push(FraudReason.DataCentre);
  if (s.ipClicks >= settings.duplicate_ip_clicks) reasons.push(FraudReason.DuplicateIp);
  if (s.deviceClicks > 1) reasons.push(FraudReason.DuplicateDevice);
  return reasons.length ? { safety: safetyOf(reasons, settings), reasons } : SAFE;
}

/** What is known of a conversion when it is judged. */
export interface ConversionSignals {
  /** the reasons its click was given (a click scored before this feature has none) */
  clickReasons: readonly string[];
  clickedAt: Date;
  convertedAt: Date;
  /** ISO alpha-2 of the click (its IP), `--` unknown */
  clickCountry: string;
  /** countries the advertiser reported with the conversion (its `country`, its `phone`'s), when given */
  reportedCountries: readonly string[];
  /** the affiliate's conversions and clicks on the offer in the last 24 hours, and in the 30 days before */
  recent: { conversions: number; clicks: number };
  norm: { conversions: number; clicks: number };
  /** a conversion with no click (a promo code's, spec 4 §6): no click time or click rate to judge it by */
  withoutClick?: boolean;
}

/** The affiliate's norm needs this many clicks in its 30 days before a spike can be judged against it. */
export const NORM_MIN_CLICKS = 100;

function rateSpike(s: ConversionSignals, settings: FraudSettings): boolean {
  const { recent, norm } = s;
  if (recent.conversions < settings.conversion_rate_min_conversions || recent.clicks <= 0) return false;
  if (norm.clicks < NORM_MIN_CLICKS) return false;
  const recentRate = recent.conversions / recent.clicks;
  // a norm of no conversions at all: one conversion in its clicks stands in for it, so a spike still needs the factor
  const normRate = Math.max(norm.conversions, 1) / norm.clicks;
  return recentRate >= normRate * settings.conversion_rate_factor;
}

/** Judges a conversion (spec 4 §4): its click's reasons, then its own. */
export function judgeConversion(s: ConversionSignals, settings: FraudSettings): TrafficQuality {
  const reasons = s.clickReasons.filter(FraudReason.is);
  const seconds = (s.convertedAt.getTime() - s.clickedAt.getTime()) / 1000;
  if (!s.withoutClick && settings.min_conversion_seconds > 0 && seconds < settings.min_conversion_seconds) reasons.push(FraudReason.FastConversion);
  if (!s.withoutClick && rateSpike(s, settings)) reasons.push(FraudReason.ConversionRateSpike);
  const known = (c: string) => /^[A-Z]{2}$/.test(c);
  const countries = new Set([s.clickCountry, ...s.reportedCountries].map((c) => c.toUpperCase()).filter(known));
  if (countries.size > 1 && !reasons.includes(FraudReason.CountryMismatch)) reasons.push(FraudReason.CountryMismatch);
  return reasons.length ? { safety: safetyOf(reasons, settings), reasons } : SAFE;
}
