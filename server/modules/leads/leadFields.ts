import { z } from 'zod';
import { ReportStatus } from '../../../domain/enums/report';
import { SUB_IDS, type SubId } from '../../../domain/offers/trackingLink';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema } from '../../http/listQuery';
import { subIdsShape } from '../offers/fields';
import { LEAD_SORTABLE } from './leadRepository';

const text = (name: string, max: number) => z.string({ message: `${name} must be text.` }).trim().max(max, `${name} is at most ${max} characters.`).optional();

/**
 * The body of `POST /leads` as it can be read at all: a body that cannot (no offer, a number for a
 * name, text over its length) is a 422 and nothing is kept. What is wrong with a lead that can be
 * read (an e-mail, a phone, a country, the offer's rules, a duplicate) is judged after, and the
 * lead kept as VALIDATION_FAILED with those reasons (leadCheck.ts).
 */
export const intakeBody = z.object({
  offer_id: positiveId('offer_id must be the id of an offer.'),
  first_name: text('first_name', 100),
  last_name: text('last_name', 100),
  email: text('email', 254),
  phone: text('phone', 40),
  country: text('country', 60),
  language: optionalFilter(z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'language is a two-letter code.')),
  ip: text('ip', 45),
  password: text('password', 200),
  click_id: optionalFilter(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'click_id is not a click id.')),
  comment: text('comment', 1000),
  external_id: optionalFilter(z.string().trim().min(1, 'external_id must not be empty.').max(200, 'external_id is at most 200 characters.')),
  ...subIdsShape,
});
export type IntakeBody = z.infer<typeof intakeBody>;

const STATUS_MESSAGE = `status must be one of ${ReportStatus.values.join(', ')}.`;
const STATUS = z.enum(ReportStatus.values as unknown as [ReportStatus, ...ReportStatus[]], { message: STATUS_MESSAGE });
const subIdFilter = (key: string) => optionalFilter(z.string().max(255, `${key} is at most 255 characters.`));
const subIdFilters = Object.fromEntries(SUB_IDS.map((k) => [k, subIdFilter(k)])) as Record<SubId, ReturnType<typeof subIdFilter>>;

const dateFilter = (name: string) => optionalFilter(z.iso.date({ message: `${name} must be a date (YYYY-MM-DD).` }));

const leadFilters = {
  status: optionalFilter(z.union([STATUS, z.array(STATUS).max(10)], { message: STATUS_MESSAGE })),
  offer_id: optionalFilter(positiveId('offer_id must be an id.')),
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
  integration_id: optionalFilter(positiveId('integration_id must be an id.')),
  broker_id: optionalFilter(positiveId('broker_id must be an id.')),
  country: optionalFilter(z.string().trim().toUpperCase().regex(/^(?:[A-Z]{2}|--)$/, 'country must be an ISO 3166 alpha-2 code.')),
  created_from: dateFilter('created_from'),
  created_to: dateFilter('created_to'),
  ...subIdFilters,
};

export const leadListBody = listSchema(LEAD_SORTABLE, leadFilters);
/** The CSV export takes the list's filters, without paging or sort (newest first). */
export const leadExportBody = z.object(leadFilters);
export type LeadListBody = z.infer<typeof leadListBody>;
export type LeadExportBody = z.infer<typeof leadExportBody>;
