import { describe, expect, it } from 'vitest';
import { CHART_METRIC_KEYS, CHART_METRICS, measuresOf, REVENUE_FIELDS } from './measures';

describe('measuresOf', () => {
  it('computes profit, EPC, CR, CL rate, ROI and the income benchmark from the sums', () => {
    const m = measuresOf({ click_count: 200, lead_count: 20, sale_count: 5, revshare_count: 2, commission: 1000.1, revenue: 1500.35 });
    expect(m).toMatchObject({ system_profit: 500.25, epc: 5.0005, cr: 25, cl_rate: 10, roi: 50.0200, income_benchmark: 200.02, ftd_count: 5 });
  });

  it('answers 0 for a ratio with nothing to divide by', () => {
    expect(measuresOf({ click_count: 0, lead_count: 0, sale_count: 0, revshare_count: 0, commission: 0, revenue: 10 })).toMatchObject({
      epc: 0, cr: 0, cl_rate: 0, roi: 0, income_benchmark: 0, system_profit: 10,
    });
  });

  it('names the ten chart metrics of spec 1 §7 and the fields that reveal revenue', () => {
    expect(CHART_METRIC_KEYS).toEqual(['commission', 'click', 'lead', 'sale', 'cl-rate', 'cr', 'epc', 'profit', 'revenue', 'roi']);
    expect(CHART_METRICS.profit).toBe('system_profit');
    expect(REVENUE_FIELDS).toEqual(['revenue', 'system_profit', 'roi']);
  });
});
