import type { PeriodType } from '../../domain/dashboard/periods';

/** The period part of every dashboard filter body: a preset, or custom bounds. */
export interface PeriodValue {
  period_type: PeriodType;
  /** custom_date: 'YYYY-MM-DD'; custom_time: a Date (sent with the session zone's offset) */
  period_start?: string | Date;
  period_finish?: string | Date;
}

export const DEFAULT_PERIOD: PeriodValue = { period_type: 'today' };
