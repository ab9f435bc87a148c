import countries from 'i18n-iso-countries';
import { CURRENCY_CODE } from '../../../domain/currencies/currencies';
import { z } from 'zod';
import { CampaignAccess, CampaignStatus } from '../../../domain/enums/campaign';
import { ChannelType } from '../../../domain/enums/traffic';
import { postbackOnlyMacros, unknownMacros } from '../../../domain/offers/macros';
import { isPaidAction, PAID_ACTIONS } from '../../../domain/offers/paysOn';
import { isLocalHost, SUB_IDS } from '../../../domain/offers/trackingLink';
import { isPublicHostname } from '../../../domain/validators/hostname';
import { optionalFilter, positiveId } from '../../http/fields';
import { capShape } from '../caps/capFields';
import { deepLinkShape } from './deepLinkFields';

export const MONEY_MAX = 999_999_999.99;

/** Money: a number or numeric string, ≥ 0, at most two decimals (spec 3 §1). Answers a number. */
export const money = (field: string) =>
  z
    .union([z.number(), z.string().trim()], { message: `${field} must be an amount.` })
    .transform((v) => String(v))
    .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), `${field} must be an amount ≥ 0 with at most two decimals.`)
    .transform(Number);

export const percent = (field: string) =>
  money(field).refine((v) => v <= 100, `${field} must be between 0 and 100.`);

/** A rule's amount: null keeps the offer's. */
export const nullableMoney = (field: string) => money(field).nullable();
export const nullablePercent = (field: string) => percent(field).nullable();

export const URL_MESSAGES = {
  invalid: 'Enter an absolute http:// or https:// URL.',
  host: 'The URL must point at a public host name.',
  credentials: 'The URL must not hold a user name or password.',
} as const;

/**
 * A landing or preview URL template: http(s), no credentials, a public host name, only the
 * macros of spec 3 §3. `localhost` hosts pass only for the demo (decisions, offers).
 */
export function landingUrl(field: string, allowLocal: boolean) {
  return z
    .string({ message: `${field} is required.` })
    .trim()
    .max(2000, `${field} is at most 2000 characters.`)
    .superRefine((value, ctx) => {
      const unknown = unknownMacros(value);
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `Unknown macro: {${unknown.join('}, {')}}.` });
        return;
      }
      const postbackOnly = postbackOnlyMacros(value);
      if (postbackOnly.length) {
        ctx.addIssue({ code: 'custom', message: `{${postbackOnly.join('}, {')}} is known only at a conversion: use it in a postback URL, not in a landing URL.` });
        return;
      }
      let url: URL;
      try {
        url = new URL(value.replace(/\{[^{}]*\}/g, 'x'));
      } catch {
        ctx.addIssue({ code: 'custom', message: URL_MESSAGES.invalid });
        return;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') ctx.addIssue({ code: 'custom', message: URL_MESSAGES.invalid });
      else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: URL_MESSAGES.credentials });
      else if (!(isPublicHostname(url.hostname) || (allowLocal && isLocalHost(url.hostname)))) ctx.addIssue({ code: 'custom', message: URL_MESSAGES.host });
    });
}

/** A fallback (trafficback) URL: empty, or an address as a landing URL's (docs/decisions/smart-links.md). */
export const fallbackUrl = (field: string, allowLocal: boolean) => z.union([z.literal(''), landingUrl(field, allowLocal)]);

export const countryCode = z
  .string({ message: 'Each country must be an ISO alpha-2 code.' })
  .trim()
  .toUpperCase()
  .refine((c) => /^[A-Z]{2}$/.test(c) && countries.isValid(c), { message: 'Unknown country code.' });

export const countryList = z.array(countryCode, { message: 'countries must be a list of ISO alpha-2 codes.' }).max(300).transform((l) => [...new Set(l)]);

const channelCode = z.string({ message: 'Unknown traffic channel.' }).refine((c) => ChannelType.is(c), { message: 'Unknown traffic channel.' });
export const channelList = z.array(channelCode, { message: 'traffic_channels must be a list of channel codes.' }).max(50).transform((l) => [...new Set(l)]);

const PAYS_ON_MESSAGE = `pays_on must be a list of ${PAID_ACTIONS.join(', ')} (empty: by each affiliate's commission type).`;

/** The actions an offer pays on, each once, in the one order the screens show them; a wrong one is refused on the field itself. */
export const paysOnList = z
  .array(z.unknown(), { message: PAYS_ON_MESSAGE })
  .max(PAID_ACTIONS.length * 2, PAYS_ON_MESSAGE)
  .refine((l) => l.every(isPaidAction), PAYS_ON_MESSAGE)
  .transform((l) => PAID_ACTIONS.filter((a) => l.includes(a)));

const cap = (field: string) => z.number({ message: `${field} must be a whole number ≥ 1.` }).int(`${field} must be a whole number ≥ 1.`).min(1, `${field} must be a whole number ≥ 1.`).max(2_147_483_647).nullable();

export const offerStatus = z.number({ message: 'Unknown status.' })
  .refine((v) => CampaignStatus.is(v), 'Status must be one of -2 Draft, -1 Deleted, 1 Active, 2 Inactive, 3 Suspended, 4 Archived.');
export const offerAccess = z.number({ message: 'Unknown access.' })
  .refine((v) => CampaignAccess.is(v), 'Access must be 1 Unlisted, 2 Private, 3 ApplyToPromote or 4 Public.');

const ref = (message: string) => positiveId(message).nullable();

/** Every field of an offer (spec 3 §1); create requires some, update takes any. */
export function offerShape(allowLocal: boolean) {
  return {
    name: z.string({ message: 'Name is required.' }).trim().min(1, 'Name is required.').max(200, 'Name is at most 200 characters.'),
    description: z.string().max(5000, 'Description is at most 5000 characters.'),
    advertiser_id: ref('advertiser_id must be an advertiser.'),
    offer_group_id: positiveId('offer_group_id must be an offer group.'),
    marketplace_category_id: ref('marketplace_category_id must be a category.'),
    access: offerAccess,
    landing_url: landingUrl('Landing URL', allowLocal).refine((v) => v.length > 0, 'Landing URL is required.'),
    preview_url: z.union([z.literal(''), landingUrl('Preview URL', allowLocal)]),
    fallback_url: fallbackUrl('Fallback URL', allowLocal),
    countries: countryList,
    traffic_channels: channelList,
    payout_cpa: money('payout_cpa'),
    payout_cpl: money('payout_cpl'),
    revenue_cpa: money('revenue_cpa'),
    revenue_cpl: money('revenue_cpl'),
    revshare_percent: percent('revshare_percent'),
    // ISO 4217: the currency of the payouts and revenues above (spec 4 §3); a new offer takes the workspace's
    currency: z
      .string({ message: 'currency must be a three-letter ISO 4217 code.' })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => CURRENCY_CODE.test(v), 'currency must be a three-letter ISO 4217 code.'),
    pays_on: paysOnList,
    click_lifetime_days: z.number({ message: 'click_lifetime_days must be 1–365.' }).int('click_lifetime_days must be 1–365.').min(1, 'click_lifetime_days must be 1–365.').max(365, 'click_lifetime_days must be 1–365.'),
    tracking_domain_id: ref('tracking_domain_id must be an active tracking domain.'),
    daily_cap: cap('daily_cap'),
    monthly_cap: cap('monthly_cap'),
    hold_days: z.number({ message: 'hold_days must be 0–365.' }).int('hold_days must be 0–365.').min(0, 'hold_days must be 0–365.').max(365, 'hold_days must be 0–365.'),
    // the offer's caps (modules/caps): the list, and what a reached one does
    ...capShape,
    // deep links (spec 4 §6): whether a click's url= may choose the landing, and on which hosts
    ...deepLinkShape(allowLocal),
  };
}

export function createOfferBody(allowLocal: boolean) {
  const s = offerShape(allowLocal);
  return z.object({
    ...s,
    description: s.description.default(''),
    advertiser_id: s.advertiser_id.optional().default(null),
    marketplace_category_id: s.marketplace_category_id.optional().default(null),
    status: z
      .number({ message: 'A new offer is Draft (-2) or Active (1).' })
      .refine((v) => v === CampaignStatus.Draft || v === CampaignStatus.Active, 'A new offer is Draft (-2) or Active (1).')
      .default(CampaignStatus.Draft),
    preview_url: s.preview_url.default(''),
    fallback_url: s.fallback_url.default(''),
    countries: s.countries.default([]),
    traffic_channels: s.traffic_channels.default([]),
    payout_cpl: s.payout_cpl.default(0),
    // revenue may be hidden from whoever creates the offer (hide_revenue): then it starts at 0
    revenue_cpa: s.revenue_cpa.default(0),
    revenue_cpl: s.revenue_cpl.default(0),
    revshare_percent: s.revshare_percent.default(0),
    currency: s.currency.optional(),
    pays_on: s.pays_on.default([]),
    click_lifetime_days: s.click_lifetime_days.default(30),
    tracking_domain_id: s.tracking_domain_id.optional().default(null),
    daily_cap: s.daily_cap.optional().default(null),
    monthly_cap: s.monthly_cap.optional().default(null),
    hold_days: s.hold_days.default(0),
    deep_link: s.deep_link.default(0),
    deep_link_hosts: s.deep_link_hosts.default([]),
  });
}

export function updateOfferBody(allowLocal: boolean) {
  return z.object(offerShape(allowLocal)).partial();
}

export type OfferInput = z.infer<ReturnType<typeof updateOfferBody>>;

/** One id or a list of them, as a grid filter may send either. */
export const idsFilter = (message: string) => optionalFilter(z.union([positiveId(message), z.array(positiveId(message)).max(100)]));

export const batchIds = z.array(positiveId('ids must be positive ids.'), { message: 'ids must be a list of ids.' }).min(1, 'Choose at least one.').max(500, 'At most 500 at once.');

export const subIdsShape = Object.fromEntries(SUB_IDS.map((k) => [k, z.string().max(255, `${k} is at most 255 characters.`).optional()])) as Record<
  (typeof SUB_IDS)[number],
  z.ZodOptional<z.ZodString>
>;
