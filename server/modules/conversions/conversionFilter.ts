import { z } from 'zod';
import { PERIOD_TYPES } from '../../../domain/dashboard/periods';
import { PixelAction } from '../../../domain/enums/pixel';
import { SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import { TrafficSafety } from '../../../domain/enums/report';
import { TRAFFIC_SAFETY_RULE } from '../../../domain/quality/access';
import { ConversionAttribution } from '../../../domain/conversions/attribution';
import { can } from '../../http/guards';
import { optionalFilter, positiveId } from '../../http/fields';
import type { Ctx } from '../../http/types';
import { ValidationError } from '../../http/validate';
import type { ConversionFilter } from './listRepository';

const enumFilter = (values: readonly number[], name: string) =>
  optionalFilter(z.number({ message: `${name} must be one of ${values.join(', ')}.` }).refine((v) => values.includes(v), `${name} must be one of ${values.join(', ')}.`));

/** The filters a click and a conversion share: the Conversions list's and both logs of the reports. */
export const trafficFilterFields = {
  offer_id: optionalFilter(positiveId('offer_id must be an id.')),
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
  country: optionalFilter(z.string().regex(/^(?:[A-Za-z]{2}|--)$/, 'country must be an ISO 3166 alpha-2 code.')),
  click_id: optionalFilter(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'click_id is not a click id.')),
};

/** The conversion log's filters (docs/api.md, Conversions); the reports' conversion log adds the click's sub-ids. */
export const conversionFilterFields = {
  period_type: z.union([z.enum(PERIOD_TYPES, { message: `period_type must be one of: ${PERIOD_TYPES.join(', ')}` }), z.literal('')]).optional(),
  period_start: z.string().trim().max(40).optional(),
  period_finish: z.string().trim().max(40).optional(),
  offer_id: trafficFilterFields.offer_id,
  affiliate_id: trafficFilterFields.affiliate_id,
  action: enumFilter(PixelAction.values, 'action'),
  payable: enumFilter(SalesStatus.values, 'payable'),
  transaction_status: enumFilter(TransactionStatus.values, 'transaction_status'),
  country: trafficFilterFields.country,
  click_id: trafficFilterFields.click_id,
  order_id: optionalFilter(z.string().max(255, 'order_id must be at most 255 characters.')),
  traffic_safety: enumFilter(TrafficSafety.values, 'traffic_safety'),
  // how it found its affiliate (spec 4 §6): click, or promo_code
  attribution: optionalFilter(z.string().refine((v) => ConversionAttribution.is(v), `attribution must be one of ${ConversionAttribution.values.join(', ')}.`)),
};

type FilterBody = Pick<ConversionFilter, 'offer_id' | 'affiliate_id' | 'action' | 'payable' | 'transaction_status' | 'country' | 'click_id' | 'order_id' | 'traffic_safety' | 'attribution'>;

/** Whether the caller sees Traffic safety (spec 4 §4): staff holding UI_FraudDetection_View, as in the click log. */
export const safetyVisible = (c: Ctx) => c.var.role !== 'affiliate' && can(c, TRAFFIC_SAFETY_RULE.permission);

/** A traffic_safety filter from a caller who does not see Traffic safety is refused (422): filtering by it would tell it. */
export function checkSafetyFilter(c: Ctx, body: { traffic_safety?: number }) {
  if (body.traffic_safety !== undefined && !safetyVisible(c)) throw new ValidationError([{ field: 'traffic_safety', message: 'Traffic safety is not shown to you.' }]);
}

/** The repository's filter from a parsed body of those fields, over the period the caller worked out. */
export const conversionFilterOf = (body: FilterBody, period: Pick<ConversionFilter, 'period_start' | 'period_end'>): ConversionFilter => ({
  ...period,
  offer_id: body.offer_id,
  affiliate_id: body.affiliate_id,
  action: body.action,
  payable: body.payable,
  transaction_status: body.transaction_status,
  country: body.country,
  click_id: body.click_id,
  order_id: body.order_id,
  traffic_safety: body.traffic_safety,
  attribution: body.attribution,
});
