import { z } from 'zod';
import { PERIOD_TYPES, PeriodError, periodRange, type Range } from '../../../domain/dashboard/periods';
import { isTimeZone } from '../../../domain/time-zones';
import { MAX_PER_PAGE } from '../../http/listQuery';
import type { Ctx } from '../../http/types';
import { ValidationError } from '../../http/validate';
import { DIMENSION_SQL, REPORT_DIMENSIONS, type ReportDimension } from './dimensions';

/** The period part of every report call: the dashboard's filter body (docs/api.md, Dashboard). */
export const periodFields = {
  period_type: z.enum(PERIOD_TYPES, { message: `period_type must be one of: ${PERIOD_TYPES.join(', ')}` }).default('today'),
  period_start: z.string().max(40).optional(),
  period_finish: z.string().max(40).optional(),
  time_zone: z.string().refine(isTimeZone, 'Unknown time zone.').optional(),
};

/** The period's instants in the caller's zone (or the one the body names); a bad date is a 422 on its field. */
export function periodOf(c: Ctx, body: { period_type: (typeof PERIOD_TYPES)[number]; period_start?: string; period_finish?: string; time_zone?: string }): { range: Range; timeZone: string } {
  const own = c.var.session!.user.timeZone;
  const timeZone = body.time_zone ?? (isTimeZone(own) ? own : 'UTC');
  try {
    return { range: periodRange({ type: body.period_type, start: body.period_start, finish: body.period_finish }, c.var.deps.now(), timeZone), timeZone };
  } catch (error) {
    if (error instanceof PeriodError) throw new ValidationError([{ field: error.field, message: error.message }]);
    throw error;
  }
}

const keyValue = z.union([z.string().max(255, 'A filter value is at most 255 characters.'), z.number()]);
const MAX_FILTER_VALUES = 500;

/** A filter value of the dimension's kind, or a message. */
function checkKey(dim: ReportDimension, value: string | number): string | number | { error: string } {
  const kind = DIMENSION_SQL[dim].kind;
  if (kind === 'id' || kind === 'hour') {
    const n = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    const max = kind === 'hour' ? 23 : 2_147_483_647;
    return Number.isInteger(n) && n >= 0 && n <= max ? n : { error: kind === 'hour' ? 'an hour is 0 to 23' : 'an id is a whole number' };
  }
  if (kind === 'date') return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : { error: 'a date is YYYY-MM-DD' };
  return String(value);
}

export const groupByField = z
  .array(z.enum(REPORT_DIMENSIONS, { message: `group_by takes: ${REPORT_DIMENSIONS.join(', ')}` }), { message: 'group_by is a list of one or two dimensions.' })
  .min(1, 'group_by needs a dimension.')
  .max(2, 'group_by takes at most two dimensions.')
  .refine((dims) => new Set(dims).size === dims.length, 'group_by names a dimension twice.')
  .default(['date']);

/** `filters: { dimension: value | value[] }`, each value checked against its dimension's kind. */
export const filtersField = z
  .record(z.string(), z.union([keyValue, z.array(keyValue).max(MAX_FILTER_VALUES, `A filter takes at most ${MAX_FILTER_VALUES} values.`)]), {
    message: 'filters is an object of dimension: value or [values].',
  })
  .default({})
  .transform((filters, ctx) => {
    const out: Partial<Record<ReportDimension, (string | number)[]>> = {};
    for (const [dim, raw] of Object.entries(filters)) {
      if (!(REPORT_DIMENSIONS as readonly string[]).includes(dim)) {
        ctx.addIssue({ code: 'custom', path: [dim], message: `Unknown dimension ${dim}.` });
        continue;
      }
      const values = Array.isArray(raw) ? raw : [raw];
      if (values.length === 0) continue;
      const checked = values.map((v) => checkKey(dim as ReportDimension, v));
      const bad = checked.find((v): v is { error: string } => typeof v === 'object');
      if (bad) ctx.addIssue({ code: 'custom', path: [dim], message: `${dim}: ${bad.error}.` });
      else out[dim as ReportDimension] = checked as (string | number)[];
    }
    return out;
  });

export const pageFields = {
  page: z.number({ message: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page starts at 1').max(1_000_000).default(1),
  per_page: z.number({ message: 'per_page must be a whole number' }).int('per_page must be a whole number').min(1).max(MAX_PER_PAGE, `per_page must be at most ${MAX_PER_PAGE}`).default(50),
};
