import { z } from 'zod';
import { DeviceType } from '../../../domain/enums/traffic';
import { SMART_LINK_LIMITS } from '../../../domain/smartLinks/access';
import { SMART_LINK_OSES } from '../../../domain/smartLinks/pick';
import { SmartLinkStatus } from '../../../domain/smartLinks/status';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema } from '../../http/listQuery';
import { countryList, fallbackUrl } from '../offers/fields';

const { entries: maxEntries, weightMin, weightMax, name: nameMax } = SMART_LINK_LIMITS;
const STATUS_MESSAGE = 'status must be 1 (Active) or 3 (Suspended).';
const WEIGHT_MESSAGE = `weight must be a whole number ${weightMin}–${weightMax}.`;
const DEVICE_MESSAGE = 'device_types must be a list of 1 (Mobile) and 2 (Desktop).';
const OS_MESSAGE = `oses must be a list of ${SMART_LINK_OSES.join(', ')}.`;

export const smartLinkStatus = z.number({ message: STATUS_MESSAGE }).refine((v) => SmartLinkStatus.is(v), STATUS_MESSAGE);

const entryRow = z.object(
  {
    // an entry's id keeps it (and its report rows) across a save; a new entry has none
    id: positiveId('id must be an entry’s id.').optional(),
    offer_id: positiveId('offer_id must be an offer’s id.'),
    countries: countryList.default([]),
    device_types: z
      .array(z.number({ message: DEVICE_MESSAGE }).refine((v) => DeviceType.is(v), DEVICE_MESSAGE), { message: DEVICE_MESSAGE })
      .max(2, DEVICE_MESSAGE)
      .default([])
      .transform((l) => [...new Set(l)]),
    oses: z
      .array(z.string({ message: OS_MESSAGE }).refine((v) => (SMART_LINK_OSES as readonly string[]).includes(v), OS_MESSAGE), { message: OS_MESSAGE })
      .max(SMART_LINK_OSES.length, OS_MESSAGE)
      .default([])
      .transform((l) => [...new Set(l)]),
    weight: z.number({ message: WEIGHT_MESSAGE }).int(WEIGHT_MESSAGE).min(weightMin, WEIGHT_MESSAGE).max(weightMax, WEIGHT_MESSAGE).default(100),
  },
  { message: 'Each entry must be { offer_id, countries, device_types, oses, weight }.' },
);
export type SmartLinkEntryInput = z.infer<typeof entryRow>;

/** The whole smart link, as POST and PUT take it: a PUT replaces its entries (kept by id). */
export function smartLinkBody(allowLocal: boolean) {
  return z
    .object({
      name: z.string({ message: 'name is required.' }).trim().min(1, 'name is required.').max(nameMax, `name is at most ${nameMax} characters.`),
      affiliate_id: positiveId('affiliate_id must be an affiliate.'),
      // on create: Active unless said; on a change: kept unless said (and changing it needs UI_SmartLinks_Suspend)
      status: smartLinkStatus.optional(),
      fallback_url: fallbackUrl('Fallback URL', allowLocal).default(''),
      tracking_domain_id: positiveId('tracking_domain_id must be an active tracking domain.').nullable().default(null),
      entries: z
        .array(entryRow, { message: 'entries must be a list of { offer_id, countries, device_types, oses, weight }.' })
        .min(1, 'Add at least one offer.')
        .max(maxEntries, `At most ${maxEntries} entries.`),
    })
    .superRefine((b, ctx) => {
      const ids = new Set<number>();
      b.entries.forEach((e, i) => {
        if (e.id === undefined) return;
        if (ids.has(e.id)) ctx.addIssue({ code: 'custom', path: ['entries', i, 'id'], message: 'This entry is in the list already.' });
        ids.add(e.id);
      });
    });
}
export type SmartLinkInput = z.infer<ReturnType<typeof smartLinkBody>>;

export const statusBody = z.object({
  ids: z.array(positiveId('ids must be smart links’ ids.'), { message: 'ids must be a list of smart links’ ids.' }).min(1, 'Choose at least one.').max(500, 'At most 500 at once.'),
  status: smartLinkStatus,
});

export const SMART_LINK_SORTABLE = ['id', 'name', 'status', 'affiliate_id', 'updated_at'] as const;

export const smartLinkListBody = listSchema(SMART_LINK_SORTABLE, {
  q: z.string().trim().max(200).optional(),
  status: optionalFilter(smartLinkStatus),
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an affiliate.')),
});
export type SmartLinkFilters = z.infer<typeof smartLinkListBody>;
