import { CapMetric, CapPeriod } from '../../domain/offers/caps';
import { formatCount, formatMoney } from '../../src/ui/numberFormat';

/** One cap's amount as people read it: a count, or money for payout (kept in cents). */
export const capAmount = (metric: unknown, amount: number, locale: string) => (metric === CapMetric.Payout ? formatMoney(amount / 100, locale) : formatCount(amount, locale));

/** "Daily · Clicks": what a cap counts and over which window. */
export const capName = (period: unknown, metric: unknown, lang: 'en' | 'ru') => `${CapPeriod.label(period, lang)} · ${CapMetric.label(metric, lang)}`;
