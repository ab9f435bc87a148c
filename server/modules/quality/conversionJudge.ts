import { sql } from 'drizzle-orm';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { Payability } from '../../../domain/conversions/payability';
import { TrafficSafety } from '../../../domain/enums/report';
import { judgeConversion, type TrafficQuality } from '../../../domain/quality/trafficQuality';
import type { Tx } from '../../db/tx';
import { featuresFrom, fraudSettingsFrom, SETTING_KEYS } from '../settings/settingsRepository';
import { applyRiskyAction, type Recorded } from './riskyAction';
import { rowsOf } from '../../db/rows';

/** What the conversion path knows of the conversion being recorded. */
export interface ConversionFacts {
  clickId: string;
  clickedAt: Date;
  affiliateId: number;
  offerId: number;
  /** the click's country (its IP's), `--` unknown */
  clickCountry: string;
  now: Date;
  /** what the advertiser reported with it, when they did */
  reported?: { phone?: string | null; country?: string | null };
  /** no click behind it (a promo code's): judged on what was reported only */
  withoutClick?: boolean;
}

const HOUR = 3_600_000;

/** The country of a phone number: international form, or national in the click's country; null when unknown. */
export function phoneCountry(phone: string, clickCountry: string): string | null {
  const fallback = /^[A-Z]{2}$/.test(clickCountry) ? (clickCountry as CountryCode) : undefined;
  try {
    const parsed = parsePhoneNumberFromString(phone, fallback);
    return parsed?.isValid() ? (parsed.country ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Judges a conversion as it is recorded (spec 4 §4), in the recording transaction, with one
 * statement: its click's reasons, the settings and features, and the affiliate's conversions and
 * clicks on the offer in the last 24 hours and the 30 days before (from the hourly report rollups).
 * A Risky conversion then gets what the settings say Risky does, while `fraud_detection` is on.
 */
export async function judgeRecordedConversion(tx: Tx, facts: ConversionFacts, payability: Payability): Promise<Recorded & { quality: TrafficQuality }> {
  const recorded: Recorded = { payability, hold: false };
  const dayAgo = new Date(facts.now.getTime() - 24 * HOUR).toISOString();
  const monthAgo = new Date(facts.now.getTime() - 31 * 24 * HOUR).toISOString();
  const [row] = rowsOf<{
    click_reasons: string[] | null;
    settings: unknown;
    features: unknown;
    recent_clicks: number;
    recent_conversions: number;
    norm_clicks: number;
    norm_conversions: number;
  }>(
    await tx.execute(sql`
      WITH c AS (SELECT bucket >= ${dayAgo}::timestamptz AS recent, clicks FROM report_clicks_hourly
          WHERE affiliate_id = ${facts.affiliateId} AND offer_id = ${facts.offerId} AND bucket >= ${monthAgo}::timestamptz),
        v AS (SELECT bucket >= ${dayAgo}::timestamptz AS recent, opt_ins + leads + ftds + sales + revshares AS n FROM report_conversions_hourly
          WHERE affiliate_id = ${facts.affiliateId} AND offer_id = ${facts.offerId} AND bucket >= ${monthAgo}::timestamptz)
      SELECT
        (SELECT fraud_reasons FROM clicks WHERE click_id = ${facts.clickId} AND clicked_at = ${facts.clickedAt.toISOString()}::timestamptz LIMIT 1) AS click_reasons,
        (SELECT value FROM settings WHERE key = ${SETTING_KEYS.fraud}) AS settings,
        (SELECT value FROM settings WHERE key = ${SETTING_KEYS.features}) AS features,
        (SELECT COALESCE(sum(clicks), 0)::int FROM c WHERE recent) AS recent_clicks,
        (SELECT COALESCE(sum(n), 0)::int FROM v WHERE recent) AS recent_conversions,
        (SELECT COALESCE(sum(clicks), 0)::int FROM c WHERE NOT recent) AS norm_clicks,
        (SELECT COALESCE(sum(n), 0)::int FROM v WHERE NOT recent) AS norm_conversions`),
  );
  const settings = fraudSettingsFrom(row?.settings);
  const reported = [facts.reported?.country?.toUpperCase() ?? '', facts.reported?.phone ? (phoneCountry(facts.reported.phone, facts.clickCountry) ?? '') : ''].filter(Boolean);
  const quality = judgeConversion(
    {
      clickReasons: row?.click_reasons ?? [],
      clickedAt: facts.clickedAt,
      convertedAt: facts.now,
      clickCountry: facts.clickCountry,
      reportedCountries: reported,
      // this conversion is not in the rollups yet
      recent: { conversions: Number(row?.recent_conversions ?? 0) + 1, clicks: Number(row?.recent_clicks ?? 0) },
      norm: { conversions: Number(row?.norm_conversions ?? 0), clicks: Number(row?.norm_clicks ?? 0) },
      withoutClick: facts.withoutClick,
    },
    settings,
  );
  const acting = quality.safety === TrafficSafety.Risky && featuresFrom(row?.features).includes('fraud_detection');
  return { ...(acting ? applyRiskyAction(settings.risky_action, recorded) : recorded), quality };
}
