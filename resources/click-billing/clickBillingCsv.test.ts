import { describe, expect, it } from 'vitest';
import { PayoutStatus } from '../../domain/enums/payout';
import { clickBillingCsv, csvField } from './clickBillingCsv';

const translate = (key: string) => key.replace('resources.click-billing.fields.', '');
const row = {
  id: '2026-03-01:7:3',
  day: '2026-03-01',
  affiliate_id: 7,
  affiliate_name: 'Ann, "the best"',
  offer_id: 3,
  offer_name: '=HYPERLINK("x")',
  clicks: 1200,
  commission: 60,
  revenue: 96,
  billed: 60,
  period_id: 11,
  payout_id: 5,
  payout_status: PayoutStatus.AwaitingInvoice,
  currency: 'USD',
};

describe('click billing CSV', () => {
  it('writes the columns in order with the payout status by its label, quoting and defusing cells', () => {
    const [header, line] = clickBillingCsv([row], { lang: 'ru', revenue: true, translate }).split('\r\n');
    expect(header).toBe('day,affiliate_id,affiliate_name,offer_id,offer_name,clicks,commission,revenue,billed,currency,period_id,payout_id,payout_status');
    expect(line).toBe(`2026-03-01,7,"Ann, ""the best""",3,"'=HYPERLINK(""x"")",1200,60,96,60,USD,11,5,${PayoutStatus.label(PayoutStatus.AwaitingInvoice, 'ru')}`);
  });

  it('leaves revenue out for whoever does not see it, and an unbilled row’s payout empty', () => {
    const csv = clickBillingCsv([{ ...row, revenue: undefined, period_id: null, payout_id: null, payout_status: null }], { lang: 'en', revenue: false, translate });
    const [header, line] = csv.split('\r\n');
    expect(header).not.toContain('revenue');
    expect(line!.endsWith(',USD,,,')).toBe(true);
  });

  it('keeps negative numbers as numbers', () => {
    expect(csvField(-1.5)).toBe('-1.5');
    expect(csvField('-x')).toBe("'-x");
  });
});
