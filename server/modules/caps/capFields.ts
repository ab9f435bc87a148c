import { z } from 'zod';
import { CapAction, CapMetric, CapPeriod, type CapInput } from '../../../domain/offers/caps';
import { positiveId } from '../../http/fields';

export const CAP_LIMIT_MAX = 2_147_483_647;
const LIMIT_MESSAGE = 'limit must be a whole number ≥ 1 (payout: cents).';

const capRow = z.object(
  {
    affiliate_id: positiveId('affiliate_id must be an affiliate, or null for the whole offer.').nullable().optional().default(null),
    period: z.string({ message: 'period must be daily, weekly, monthly or total.' }).refine(CapPeriod.is, 'period must be daily, weekly, monthly or total.'),
    metric: z.string({ message: 'metric must be clicks, leads, conversions or payout.' }).refine(CapMetric.is, 'metric must be clicks, leads, conversions or payout.'),
    limit: z.number({ message: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(CAP_LIMIT_MAX, LIMIT_MESSAGE),
  },
  { message: 'Each cap is an object with period, metric and limit.' },
);

/** An offer's caps in its body: each (affiliate, period, metric) once. */
export const capList = z
  .array(capRow, { message: 'caps must be a list of caps.' })
  .max(200, 'An offer has at most 200 caps.')
  .superRefine((caps, ctx) => {
    const seen = new Set<string>();
    caps.forEach((c, i) => {
      const key = `${c.affiliate_id ?? 0}:${c.period}:${c.metric}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'metric'], message: 'This affiliate already has a cap of this period on this metric.' });
      seen.add(key);
    });
  })
  .transform((caps) => caps as CapInput[]);

/** The cap fields of an offer body (create and update; every one optional). */
export const capShape = {
  caps: capList.optional(),
  cap_action: z.string({ message: 'cap_action must be stop, redirect or accept.' }).refine(CapAction.is, 'cap_action must be stop, redirect or accept.').optional(),
  cap_redirect_offer_id: positiveId('cap_redirect_offer_id must be an offer.').nullable().optional(),
};

export interface CapBody {
  caps?: CapInput[];
  cap_action?: string;
  cap_redirect_offer_id?: number | null;
  daily_cap?: number | null;
  monthly_cap?: number | null;
}
