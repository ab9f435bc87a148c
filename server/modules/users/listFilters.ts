import { z } from 'zod';
import { PERIOD_TYPES, PeriodError, periodRange, type PeriodType } from '../../../domain/dashboard/periods';
import { fieldError } from '../../errors';
import type { Ctx } from '../../http/types';
import type { UserFilter } from './listRepository';

const optionalInt = (name: string) =>
  z.union([z.number({ message: `${name} must be a number.` }).int(`${name} must be a whole number.`).min(-1000).max(2_147_483_647), z.literal(''), z.null()]).optional();

/** Filters shared by the user lists (spec 2 §3): text, status, manager, commission type, period. */
export const userFilterFields = {
  q: z.string().trim().max(200).optional(),
  status_id: optionalInt('Status'),
  manager_id: optionalInt('Manager'),
  commission_type_id: optionalInt('Commission type'),
  user_type: optionalInt('User type'),
  lead_status: z.string().trim().max(40).optional(),
  registration_status: optionalInt('Registration status'),
  group_by: z.union([z.enum(['day', 'week', 'month']), z.literal('')]).optional(),
  period_type: z.union([z.enum(PERIOD_TYPES, { message: `period_type must be one of: ${PERIOD_TYPES.join(', ')}` }), z.literal('')]).optional(),
  period_start: z.string().trim().max(40).optional(),
  period_finish: z.string().trim().max(40).optional(),
};

type FilterBody = { [K in keyof typeof userFilterFields]?: z.infer<(typeof userFilterFields)[K]> };

const num = (v: number | '' | null | undefined) => (v === '' || v === null || v === undefined ? undefined : v);

/** The list filter of a parsed body; `defaultPeriod` applies when the body names none (registration stats). */
export function filterOf(c: Ctx, body: FilterBody, defaultPeriod?: PeriodType): UserFilter {
  const type = body.period_type || (body.period_start || body.period_finish ? 'custom_date' : defaultPeriod);
  let period: UserFilter['period'];
  if (type) {
    try {
      period = periodRange({ type, start: body.period_start, finish: body.period_finish }, c.var.deps.now(), c.var.session?.user.timeZone ?? 'UTC');
    } catch (error) {
      if (error instanceof PeriodError) throw fieldError(error.field, error.message);
      throw error;
    }
  }
  return {
    q: body.q || undefined,
    status_id: num(body.status_id),
    manager_id: num(body.manager_id),
    commission_type_id: num(body.commission_type_id),
    user_type: num(body.user_type),
    lead_status: body.lead_status || undefined,
    registration_status: num(body.registration_status),
    period,
  };
}
