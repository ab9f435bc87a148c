import { FraudReason } from './fraudReasons';
import type { FraudSettings } from './fraudSettings';
import { SAFE, safetyOf, type TrafficQuality } from './trafficQuality';

/** What is known of a lead when it is judged (spec 4 §4). */
export interface LeadSignals {
  /** ISO alpha-2 of the lead's IP address, `--` unknown */
  ipCountry: string;
  /** the lead's country and its phone's, when known */
  country: string | null;
  phoneCountry: string | null;
  /** leads from this IP address within the duplicate window, this one included */
  ipLeads: number;
}

/** Judges a lead as a click is judged: pure, the same facts always give the same answer. */
export function judgeLead(s: LeadSignals, settings: FraudSettings): TrafficQuality {
  const reasons: FraudReason[] = [];
  if (s.ipLeads >= settings.duplicate_ip_clicks) reasons.push(FraudReason.DuplicateIp);
  const known = [s.ipCountry === '--' ? null : s.ipCountry, s.country, s.phoneCountry].filter((c): c is string => Boolean(c));
  if (new Set(known).size > 1) reasons.push(FraudReason.CountryMismatch);
  return reasons.length ? { safety: safetyOf(reasons, settings), reasons } : SAFE;
}
