import { z } from 'zod';
import { MEASURE_FIELDS, type MeasureField } from '../../../domain/dashboard/measures';
import {
  autoGroupBy,
  bucketsOf,
  GROUP_BY,
  PERIOD_TYPES,
  PeriodError,
  periodRange,
  previousRange,
  type GroupBy,
  type PeriodType,
  type Range,
} from '../../../domain/dashboard/periods';
import { isTimeZone } from '../../../domain/time-zones';
import type { Ctx } from '../../http/types';
import { parseBody, ValidationError } from '../../http/validate';

const sortValues = MEASURE_FIELDS.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];

/** The filter body every /dashboard/* call takes (docs/api.md, Dashboard). Unknown keys are ignored. */
export const filterBody = z.object({
  period_type: z.enum(PERIOD_TYPES, { message: `period_type must be one of: ${PERIOD_TYPES.join(', ')}` }).default('today'),
  period_start: z.string().max(40).optional(),
  period_finish: z.string().max(40).optional(),
  group_by: z.enum(['auto', ...GROUP_BY], { message: 'group_by must be auto, hour, day, week or month' }).default('auto'),
  time_zone: z.string().refine(isTimeZone, 'Unknown time zone.').optional(),
  sort: z.enum(sortValues, { message: `sort must be one of: ${MEASURE_FIELDS.join(', ')} (prefix - for Top)` }).optional(),
  performance_by: z.enum(MEASURE_FIELDS, { message: `performance_by must be one of: ${MEASURE_FIELDS.join(', ')}` }).optional(),
  per_page: z.number({ message: 'per_page must be a whole number' }).int('per_page must be a whole number').min(1).max(100, 'per_page must be at most 100').default(10),
});
export type FilterBody = z.infer<typeof filterBody>;

export interface Period {
  type: PeriodType;
  range: Range;
  previous: Range;
  groupBy: GroupBy;
  buckets: Range[];
  timeZone: string;
}

/** At most this many points in one chart. */
const MAX_POINTS = 1000;

export function resolvePeriod(body: FilterBody, userTimeZone: string, now: Date): Period {
  const timeZone = body.time_zone ?? (isTimeZone(userTimeZone) ? userTimeZone : 'UTC');
  let range: Range;
  try {
    range = periodRange({ type: body.period_type, start: body.period_start, finish: body.period_finish }, now, timeZone);
  } catch (error) {
    if (error instanceof PeriodError) throw new ValidationError([{ field: error.field, message: error.message }]);
    throw error;
  }
  const groupBy = body.group_by === 'auto' ? autoGroupBy(range) : body.group_by;
  if (groupBy === 'hour' && range.finish.getTime() - range.start.getTime() > MAX_POINTS * 3_600_000) {
    throw new ValidationError([{ field: 'group_by', message: 'Grouping by hour is for periods of up to 41 days.' }]);
  }
  return { type: body.period_type, range, previous: previousRange(range), groupBy, buckets: bucketsOf(range, groupBy, timeZone), timeZone };
}

export async function readFilters(c: Ctx): Promise<{ body: FilterBody; period: Period }> {
  const body = await parseBody(c, filterBody);
  const period = resolvePeriod(body, c.var.session!.user.timeZone, c.var.deps.now());
  return { body, period };
}

/** The sort of a ranking: '-field' Top (highest first), 'field' Bottom. */
export function sortOf(body: FilterBody, fallback: MeasureField = 'sale_count'): { field: MeasureField; descending: boolean; param: string } {
  const param = body.sort ?? `-${fallback}`;
  const descending = param.startsWith('-');
  return { field: (descending ? param.slice(1) : param) as MeasureField, descending, param };
}

export const periodAnswer = (p: Period) => ({
  type: p.type,
  start: p.range.start.toISOString(),
  finish: p.range.finish.toISOString(),
  group_by: p.groupBy,
  time_zone: p.timeZone,
});
