import { PERIOD_TYPES, type PeriodType } from '../../domain/dashboard/periods';
import { DEFAULT_PERIOD, type PeriodValue } from './period';

const isPeriodType = (value: string | null): value is PeriodType => value !== null && (PERIOD_TYPES as readonly string[]).includes(value);

/**
 * The dashboard's period from the page address (`?period=last_month`, or a custom one with `from`
 * and `to`), so a reload or a shared link keeps it; anything unreadable is the default period.
 */
export function periodFromParams(params: URLSearchParams): PeriodValue {
  const type = params.get('period');
  if (!isPeriodType(type)) return DEFAULT_PERIOD;
  if (type !== 'custom_date' && type !== 'custom_time') return { period_type: type };
  const from = params.get('from');
  const to = params.get('to');
  return from && to ? { period_type: type, period_start: from, period_finish: to } : DEFAULT_PERIOD;
}

/** The address parameters of a period, the other parameters of `params` kept. */
export function paramsOfPeriod(period: PeriodValue, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('period', period.period_type);
  next.delete('from');
  next.delete('to');
  if (typeof period.period_start === 'string' && typeof period.period_finish === 'string') {
    next.set('from', period.period_start);
    next.set('to', period.period_finish);
  }
  return next;
}
