import { describe, expect, it } from 'vitest';
import { isoDate, lastEndedPeriod, periodAround, PaymentTerms } from './terms';

const span = (p: { start: Date; end: Date }) => [isoDate(p.start), isoDate(p.end)];

describe('billing periods by payment terms', () => {
  it('closes monthly periods at the month end, across the year end and in February', () => {
    expect(span(periodAround(PaymentTerms.Monthly, new Date('2024-02-29T23:59:59Z')))).toEqual(['2024-02-01', '2024-03-01']);
    expect(span(lastEndedPeriod(PaymentTerms.Monthly, new Date('2025-01-01T00:00:00Z')))).toEqual(['2024-12-01', '2025-01-01']);
    expect(span(lastEndedPeriod(PaymentTerms.Monthly, new Date('2024-12-31T23:59:59Z')))).toEqual(['2024-11-01', '2024-12-01']);
  });

  it('splits a month in two halves and weeks from Monday', () => {
    expect(span(periodAround(PaymentTerms.SemiMonthly, new Date('2024-02-15T23:00:00Z')))).toEqual(['2024-02-01', '2024-02-16']);
    expect(span(periodAround(PaymentTerms.SemiMonthly, new Date('2024-02-16T00:00:00Z')))).toEqual(['2024-02-16', '2024-03-01']);
    expect(span(lastEndedPeriod(PaymentTerms.SemiMonthly, new Date('2024-03-01T08:00:00Z')))).toEqual(['2024-02-16', '2024-03-01']);
    // 2024-03-03 is a Sunday: its week started on Monday 26 February
    expect(span(periodAround(PaymentTerms.Weekly, new Date('2024-03-03T12:00:00Z')))).toEqual(['2024-02-26', '2024-03-04']);
    expect(span(lastEndedPeriod(PaymentTerms.Weekly, new Date('2024-03-04T00:00:00Z')))).toEqual(['2024-02-26', '2024-03-04']);
  });
});
