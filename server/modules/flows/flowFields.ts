import { z } from 'zod';
import { FlowStatus } from '../../../domain/enums/campaign';
import { FLOW_LIMITS } from '../../../domain/flows/access';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema } from '../../http/listQuery';
import { countryCode } from '../offers/fields';
import { FLOW_SORTABLE } from './flowRepository';

const STATUS_MESSAGE = 'status must be -2 (Draft) or 1 (Active).';
const FILTER_STATUS_MESSAGE = 'status must be -2 (Draft), -1 (Deleted) or 1 (Active).';
const { weightMin, weightMax, priorityMax, dailyMax } = FLOW_LIMITS;

const whole = (message: string, min: number, max: number) => z.number({ message }).int(message).min(min, message).max(max, message);

const integrationRow = z.object({
  integration_id: positiveId('integration_id must be an integration’s id.'),
  priority: whole(`priority must be a whole number 1–${priorityMax}.`, 1, priorityMax),
  weight: whole(`weight must be a whole number ${weightMin}–${weightMax}.`, weightMin, weightMax).default(100),
});

const capacityRow = z.object({
  integration_id: positiveId('integration_id must be an integration’s id.'),
  country: countryCode,
  daily: whole(`daily must be a whole number 0–${dailyMax}.`, 0, dailyMax),
});

/** Re-injection (spec 4 §2): every 5 minutes to a day, 1–20 rounds, within a week of the lead. */
const reinjection = z
  .object(
    {
      every_minutes: whole('every_minutes must be a whole number 5–1440.', 5, 1440),
      rounds: whole('rounds must be a whole number 1–20.', 1, 20).default(3),
      window_hours: whole('window_hours must be a whole number 1–168.', 1, 168).default(24),
    },
    { message: 'reinjection must be { every_minutes, rounds, window_hours } or null.' },
  )
  .nullable()
  .default(null);

/** The whole flow, as POST and PUT take it: a PUT replaces offers, integrations and capacities. */
export const flowBody = z
  .object({
    name: z.string({ message: 'name is required.' }).trim().min(1, 'name is required.').max(120, 'name is at most 120 characters.'),
    status: z
      .number({ message: STATUS_MESSAGE })
      .refine((v) => v === FlowStatus.Draft || v === FlowStatus.Active, STATUS_MESSAGE)
      .default(FlowStatus.Draft),
    offer_ids: z
      .array(positiveId('offer_ids must be offers’ ids.'), { message: 'offer_ids must be a list of offers’ ids.' })
      .max(200, 'At most 200 offers.')
      .default([])
      .transform((l) => [...new Set(l)]),
    integrations: z.array(integrationRow, { message: 'integrations must be a list of { integration_id, priority, weight }.' }).max(100, 'At most 100 integrations.').default([]),
    reinjection,
    capacities: z.array(capacityRow, { message: 'capacities must be a list of { integration_id, country, daily }.' }).max(5000, 'At most 5000 capacities.').default([]),
  })
  .superRefine((b, ctx) => {
    const inFlow = new Set<number>();
    b.integrations.forEach((row, i) => {
      if (inFlow.has(row.integration_id)) ctx.addIssue({ code: 'custom', path: ['integrations', i, 'integration_id'], message: 'This integration is in the flow already.' });
      inFlow.add(row.integration_id);
    });
    const cells = new Set<string>();
    b.capacities.forEach((row, i) => {
      if (!inFlow.has(row.integration_id)) ctx.addIssue({ code: 'custom', path: ['capacities', i, 'integration_id'], message: 'A capacity needs its integration in the flow.' });
      const cell = `${row.integration_id}:${row.country}`;
      if (cells.has(cell)) ctx.addIssue({ code: 'custom', path: ['capacities', i, 'country'], message: 'This integration has a capacity for this country already.' });
      cells.add(cell);
    });
  });
export type FlowInput = z.infer<typeof flowBody>;

const statusFilterValue = z.number({ message: FILTER_STATUS_MESSAGE }).refine((v) => FlowStatus.is(v), FILTER_STATUS_MESSAGE);

export const flowListBody = listSchema(FLOW_SORTABLE, {
  q: z.string().trim().max(200).optional(),
  status: optionalFilter(z.union([statusFilterValue, z.array(statusFilterValue).max(3)])),
  offer_id: optionalFilter(positiveId('offer_id must be an offer’s id.')),
});
export type FlowFilters = z.infer<typeof flowListBody>;
