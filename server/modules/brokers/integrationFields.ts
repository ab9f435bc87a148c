import { z } from 'zod';
import { IntegrationKind, IntegrationMethod, IntegrationStatus } from '../../../domain/enums/broker';
import { StatusGroup } from '../../../domain/leads/statusGroups';
import { isTimeZone } from '../../../domain/time-zones';
import { optionalFilter, positiveId } from '../../http/fields';
import { countryList, nullableMoney, URL_MESSAGES } from '../offers/fields';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An absolute http(s) URL without credentials; where it points is checked by the routes (endpointAddresses.ts) and again at every call. */
const brokerUrl = (field: string) =>
  z
    .string({ message: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(2000, `${field} is at most 2000 characters.`)
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value.replace(/\{[^{}]*\}/g, 'x'));
      } catch {
        ctx.addIssue({ code: 'custom', message: URL_MESSAGES.invalid });
        return;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') ctx.addIssue({ code: 'custom', message: URL_MESSAGES.invalid });
      else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: URL_MESSAGES.credentials });
    });

const header = z.object({
  name: z
    .string({ message: 'A header needs a name.' })
    .trim()
    .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/, 'A header name is letters, digits and - (at most 100).'),
  value: z.string({ message: 'A header needs a value.' }).max(4000, 'A header value is at most 4000 characters.'),
  secret: z.boolean({ message: 'secret must be true or false.' }).default(false),
});

const span = z
  .object({ from: z.string().regex(HH_MM, 'from must be HH:MM.'), to: z.string().regex(HH_MM, 'to must be HH:MM.') })
  .refine((s) => s.from < s.to, 'from must be before to.');
const workingHours = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(span).max(4, 'At most 4 spans a day.').optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<z.ZodArray<typeof span>>>)
  .strict();

const languageCode = z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'Each language is a two-letter code.');
const path = (field: string) => z.string().trim().max(200, `${field} is at most 200 characters.`);

// a JSON number: '1' or true is refused, not read as 1
const statusValue = z.number({ message: 'status must be 1 (Active) or 0 (Paused).' }).refine((v) => IntegrationStatus.is(v), 'status must be 1 (Active) or 0 (Paused).');

const GROUP_MESSAGE = `group must be one of: ${StatusGroup.values.join(', ')}.`;
/** The broker's status words and their groups; a word twice (case and spaces aside) is refused, as it could mean two groups. */
const statusMap = z
  .array(
    z.object({
      status: z.string({ message: 'A broker status is required.' }).trim().min(1, 'A broker status is required.').max(255, 'A broker status is at most 255 characters.'),
      group: z.string({ message: GROUP_MESSAGE }).refine((v) => StatusGroup.is(v), GROUP_MESSAGE),
    }),
    { message: 'status_map must be a list of { status, group }.' },
  )
  .max(200, 'At most 200 mapped statuses.')
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const word = r.status.replace(/\s+/g, ' ').toLowerCase();
      if (seen.has(word)) ctx.addIssue({ code: 'custom', path: [i, 'status'], message: `“${r.status}” is mapped twice.` });
      seen.add(word);
    });
  })
  .transform((rows) => rows.map((r) => ({ status: r.status, group: r.group as StatusGroup })));

const shape = {
  advertiser_id: positiveId('advertiser_id must be an advertiser’s id.'),
  name: z.string({ message: 'name is required.' }).trim().min(1, 'name is required.').max(120, 'name is at most 120 characters.'),
  kind: z.string().refine((v) => IntegrationKind.is(v), `kind must be one of: ${IntegrationKind.values.join(', ')}.`),
  endpoint: brokerUrl('endpoint'),
  method: z.string().toUpperCase().refine((v) => IntegrationMethod.is(v), `method must be one of: ${IntegrationMethod.values.join(', ')}.`),
  headers: z.array(header, { message: 'headers must be a list of { name, value, secret }.' }).max(30, 'At most 30 headers.'),
  body_template: z.string().max(20_000, 'body_template is at most 20 000 characters.'),
  success_path: path('success_path'),
  lead_id_path: path('lead_id_path'),
  autologin_path: path('autologin_path'),
  status_pull: z
    .object({
      endpoint: brokerUrl('status_pull.endpoint'),
      every_minutes: z.number({ message: 'every_minutes must be a number of minutes.' }).int().min(1, 'every_minutes is at least 1.').max(1440, 'every_minutes is at most 1440.'),
      status_path: path('status_pull.status_path').optional().transform((v) => v || 'status'),
    })
    .nullable(),
  status_map: statusMap,
  lookback_days: z.number({ message: 'lookback_days must be a number of days.' }).int('lookback_days must be whole days.').min(1, 'lookback_days is at least 1.').max(365, 'lookback_days is at most 365.'),
  timeout_ms: z.number({ message: 'timeout_ms must be a number.' }).int('timeout_ms must be whole milliseconds.').min(1000, 'timeout_ms is at least 1000.').max(60_000, 'timeout_ms is at most 60000.'),
  time_zone: z.string().refine((v) => isTimeZone(v), 'Unknown time zone.'),
  working_hours: workingHours,
  countries: countryList,
  languages: z.array(languageCode, { message: 'languages must be a list of two-letter codes.' }).max(100).transform((l) => [...new Set(l)]),
  status: statusValue,
  /** EPL: what the broker pays per accepted lead; null: it pays per FTD only (docs/decisions/crg.md) */
  epl_price: nullableMoney('epl_price'),
};

export const createIntegrationBody = z.object({
  ...shape,
  kind: shape.kind.default('http'),
  method: shape.method.default('POST'),
  headers: shape.headers.default([]),
  body_template: shape.body_template.default(''),
  success_path: shape.success_path.default(''),
  lead_id_path: shape.lead_id_path.default(''),
  autologin_path: shape.autologin_path.default(''),
  status_pull: shape.status_pull.default(null),
  status_map: shape.status_map.default([]),
  lookback_days: shape.lookback_days.default(7),
  timeout_ms: shape.timeout_ms.default(10_000),
  time_zone: shape.time_zone.default('UTC'),
  working_hours: shape.working_hours.default({}),
  countries: shape.countries.default([]),
  languages: shape.languages.default([]),
  status: statusValue.default(IntegrationStatus.Active),
  epl_price: shape.epl_price.default(null),
});
export const updateIntegrationBody = z.object(shape).partial();
export type IntegrationInput = z.infer<typeof updateIntegrationBody>;

export const integrationStatusFilter = optionalFilter(z.union([statusValue, z.array(statusValue).max(2)]));
export const batchStatusBody = z.object({
  ids: z.array(positiveId('ids must be positive ids.'), { message: 'ids must be a list of ids.' }).min(1, 'Choose at least one.').max(500, 'At most 500 at once.'),
  status: statusValue,
});
