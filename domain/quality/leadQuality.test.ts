import { describe, expect, it } from 'vitest';
import { TrafficSafety } from '../enums/report';
import { DEFAULT_FRAUD_SETTINGS } from './fraudSettings';
import { judgeLead } from './leadQuality';

describe('a lead judged', () => {
  const judge = (s: Partial<Parameters<typeof judgeLead>[0]>) => judgeLead({ ipCountry: 'GB', country: 'GB', phoneCountry: 'GB', ipLeads: 1, ...s }, DEFAULT_FRAUD_SETTINGS);

  it('is Safe when its IP, country and phone agree and its address sent few leads', () => {
    expect(judge({})).toEqual({ safety: TrafficSafety.Safe, reasons: [] });
    expect(judge({ ipCountry: '--', phoneCountry: null })).toEqual({ safety: TrafficSafety.Safe, reasons: [] });
  });

  it('is Mixed for a country mismatch or many leads from one address, Risky for both', () => {
    expect(judge({ phoneCountry: 'DE' })).toEqual({ safety: TrafficSafety.Mixed, reasons: ['country_mismatch'] });
    expect(judge({ ipLeads: DEFAULT_FRAUD_SETTINGS.duplicate_ip_clicks })).toEqual({ safety: TrafficSafety.Mixed, reasons: ['duplicate_ip'] });
    expect(judge({ ipCountry: 'NL', ipLeads: 50 })).toEqual({ safety: TrafficSafety.Risky, reasons: ['duplicate_ip', 'country_mismatch'] });
  });
});
