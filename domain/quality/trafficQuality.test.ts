import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAUD_SETTINGS } from './fraudSettings';
import { FraudReason } from './fraudReasons';
import { judgeClick, judgeConversion, safetyOf, type ConversionSignals } from './trafficQuality';

const s = DEFAULT_FRAUD_SETTINGS;
const clean = { bot: false, dataCentre: false, ipClicks: 1, deviceClicks: 1 };
const at = new Date('2026-11-27T12:00:00Z');
const conversion = (over: Partial<ConversionSignals> = {}): ConversionSignals => ({
  clickReasons: [],
  clickedAt: at,
  convertedAt: new Date(at.getTime() + 60_000),
  clickCountry: 'DE',
  reportedCountries: [],
  recent: { conversions: 1, clicks: 50 },
  norm: { conversions: 30, clicks: 3000 },
  ...over,
});

describe('traffic safety (spec 4 §4)', () => {
  it('is Safe without reasons, Risky for a strong reason, Mixed for one other and Risky for enough of them', () => {
    expect(safetyOf([], s)).toBe(1);
    expect(safetyOf(['known_bot'], s)).toBe(3);
    expect(safetyOf(['fast_conversion'], s)).toBe(3);
    expect(safetyOf(['data_centre'], s)).toBe(2);
    expect(safetyOf(['data_centre', 'duplicate_ip'], s)).toBe(3);
    expect(safetyOf(['data_centre', 'duplicate_ip'], { mixed_reasons_for_risky: 3 })).toBe(2);
  });

  it('judges a click by its signals and the thresholds', () => {
    expect(judgeClick(clean, s)).toEqual({ safety: 1, reasons: [] });
    expect(judgeClick({ ...clean, bot: true }, s).reasons).toEqual(['known_bot']);
    expect(judgeClick({ ...clean, ipClicks: s.duplicate_ip_clicks - 1 }, s).reasons).toEqual([]);
    expect(judgeClick({ ...clean, ipClicks: s.duplicate_ip_clicks }, s).reasons).toEqual(['duplicate_ip']);
    expect(judgeClick({ ...clean, deviceClicks: 2, dataCentre: true }, s)).toEqual({ safety: 3, reasons: ['data_centre', 'duplicate_device'] });
  });

  it('judges a conversion with its click’s reasons and its own', () => {
    expect(judgeConversion(conversion(), s)).toEqual({ safety: 1, reasons: [] });
    expect(judgeConversion(conversion({ clickReasons: ['data_centre', 'not_a_reason'] }), s).reasons).toEqual(['data_centre']);
    expect(judgeConversion(conversion({ convertedAt: new Date(at.getTime() + 9_000) }), s).reasons).toEqual(['fast_conversion']);
    expect(judgeConversion(conversion({ convertedAt: new Date(at.getTime() + 9_000) }), { ...s, min_conversion_seconds: 0 }).reasons).toEqual([]);
    expect(judgeConversion(conversion({ reportedCountries: ['de'] }), s).reasons).toEqual([]);
    expect(judgeConversion(conversion({ reportedCountries: ['RU'] }), s).reasons).toEqual(['country_mismatch']);
    expect(judgeConversion(conversion({ clickCountry: '--', reportedCountries: ['RU'] }), s).reasons).toEqual([]);
  });

  it("judges a spike against the affiliate's norm only with enough conversions and a norm of enough clicks", () => {
    const spike = { recent: { conversions: 5, clicks: 20 }, norm: { conversions: 30, clicks: 3000 } };
    expect(judgeConversion(conversion(spike), s).reasons).toEqual(['conversion_rate_spike']);
    expect(judgeConversion(conversion({ ...spike, recent: { conversions: 4, clicks: 20 } }), s).reasons).toEqual([]);
    expect(judgeConversion(conversion({ ...spike, norm: { conversions: 0, clicks: 99 } }), s).reasons).toEqual([]);
    // a norm of no conversion counts as one: 5 in 20 is far above 1 in 3000
    expect(judgeConversion(conversion({ ...spike, norm: { conversions: 0, clicks: 3000 } }), s).reasons).toEqual(['conversion_rate_spike']);
  });

  it('labels every reason in both languages', () => {
    for (const reason of FraudReason.values) {
      expect(FraudReason.label(reason, 'en')).not.toBe(reason);
      expect(FraudReason.label(reason, 'ru')).toMatch(/[а-я]/);
    }
  });
});
