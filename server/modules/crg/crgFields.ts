import { z } from 'zod';
import { CRG_AFFILIATE_TERMS, CRG_COHORT_KINDS } from '../../../domain/crg/cohorts';
import { positiveId } from '../../http/fields';
import { money } from '../offers/fields';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const shape = {
  offer_id: positiveId('offer_id must be an offer’s id.'),
  affiliate_id: positiveId('affiliate_id must be an affiliate’s id.'),
  integration_id: positiveId('integration_id must be an integration’s id.').nullable(),
  guarantee_percent: money('guarantee_percent').refine((v) => v > 0 && v <= 100, 'guarantee_percent must be above 0 and at most 100.'),
  cohort: z.string({ message: 'cohort must be week or month.' }).refine((v) => (CRG_COHORT_KINDS as readonly string[]).includes(v), 'cohort must be week or month.'),
  settle_days: z.number({ message: 'settle_days must be a whole number 0–90.' }).int('settle_days must be a whole number 0–90.').min(0, 'settle_days must be a whole number 0–90.').max(90, 'settle_days must be a whole number 0–90.'),
  affiliate_terms: z
    .string({ message: `affiliate_terms must be one of: ${CRG_AFFILIATE_TERMS.join(', ')}.` })
    .refine((v) => (CRG_AFFILIATE_TERMS as readonly string[]).includes(v), `affiliate_terms must be one of: ${CRG_AFFILIATE_TERMS.join(', ')}.`),
  affiliate_ftd_amount: money('affiliate_ftd_amount'),
  advertiser_ftd_amount: money('advertiser_ftd_amount'),
  starts_on: z
    .string({ message: 'starts_on must be a date (YYYY-MM-DD).' })
    .refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'starts_on must be a date (YYYY-MM-DD).'),
  status: z.number({ message: 'status must be 1 (Active) or 0 (Paused).' }).refine((v) => v === 0 || v === 1, 'status must be 1 (Active) or 0 (Paused).'),
};

export const createDealBody = z.object({
  ...shape,
  integration_id: shape.integration_id.default(null),
  settle_days: shape.settle_days.default(7),
  affiliate_terms: shape.affiliate_terms.default('chargeback'),
  affiliate_ftd_amount: shape.affiliate_ftd_amount.default(0),
  advertiser_ftd_amount: shape.advertiser_ftd_amount.default(0),
  status: shape.status.default(1),
});
/** A change applies to the cohorts not closed yet; offer, affiliate and integration stay (a new deal for another pair). */
export const updateDealBody = z.object(shape).omit({ offer_id: true, affiliate_id: true, integration_id: true, starts_on: true }).partial();
export type DealInput = z.infer<typeof createDealBody>;
export type DealChange = z.infer<typeof updateDealBody>;
