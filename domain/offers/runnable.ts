import { defineEnum, type EnumValueOf } from '../enums/define-enum';
import { CampaignAccess, CampaignStatus, CampaignUserRuleStatus } from '../enums/campaign';

/**
 * Why an affiliate may not run an offer (spec 3 §2): the tracker keeps a refused click with one
 * of these, the offers module answers 404 for a link it may not give. One rule, both sides.
 */
export const RunRefusal = defineEnum([
  { value: 'malformed', key: 'Malformed', label: { en: 'Malformed parameters', ru: 'Неверные параметры' } },
  { value: 'unknown_offer', key: 'UnknownOffer', label: { en: 'Unknown offer', ru: 'Неизвестный оффер' } },
  { value: 'offer_not_active', key: 'OfferNotActive', label: { en: 'Offer not active', ru: 'Оффер не активен' } },
  { value: 'unknown_affiliate', key: 'UnknownAffiliate', label: { en: 'Unknown affiliate', ru: 'Неизвестный партнёр' } },
  { value: 'affiliate_banned', key: 'AffiliateBanned', label: { en: 'Affiliate banned', ru: 'Партнёр заблокирован' } },
  { value: 'affiliate_not_approved', key: 'AffiliateNotApproved', label: { en: 'Affiliate not approved', ru: 'Партнёр не одобрен' } },
  { value: 'affiliate_blocked', key: 'AffiliateBlocked', label: { en: 'Affiliate blocked on the offer', ru: 'Партнёр заблокирован на оффере' } },
  { value: 'offer_not_allowed', key: 'OfferNotAllowed', label: { en: 'Offer not allowed for the affiliate', ru: 'Оффер не разрешён партнёру' } },
  { value: 'country_not_allowed', key: 'CountryNotAllowed', label: { en: 'Country not allowed', ru: 'Страна не разрешена' } },
  { value: 'channel_not_allowed', key: 'ChannelNotAllowed', label: { en: 'Traffic channel not allowed', ru: 'Канал трафика не разрешён' } },
  // the tracker's only refusal runRefusal does not give: a full cap of the offer (domain/offers/caps.ts)
  { value: 'cap_reached', key: 'CapReached', label: { en: 'Cap reached', ru: 'Достигнут лимит (кап)' } },
  // a smart link's click (spec 4 §6) that found no offer to run: the link unknown or suspended, or no entry fitting and runnable
  { value: 'smart_link_not_active', key: 'SmartLinkNotActive', label: { en: 'Smart link not active', ru: 'Смарт-ссылка не активна' } },
  { value: 'no_smart_link_offer', key: 'NoSmartLinkOffer', label: { en: 'No smart link offer fits', ru: 'Ни один оффер смарт-ссылки не подошёл' } },
]);
export type RunRefusal = EnumValueOf<typeof RunRefusal>;

export interface RunnableOffer {
  status: number;
  access: number;
  /** empty = every country */
  countries: readonly string[];
  /** empty = every channel */
  trafficChannels: readonly string[];
}

export interface RunningAffiliate {
  /** Active, not banned */
  active: boolean;
  /** registration approved and completed (not Pending or Rejected) */
  approved: boolean;
  trafficChannel: string | null;
}

/** The affiliate's row for this offer (offer_affiliates), if any. */
export interface OfferAffiliateRule {
  status: number;
  blocked: boolean;
}

/**
 * Whether `affiliate` may run `offer` (null) or why not. Public and Unlisted offers run for every
 * approved affiliate not blocked or rejected on them (Unlisted is only absent from the
 * marketplace); ApplyToPromote and Private need an Approved rule. `country` is checked only when
 * known (a click); an empty offer list allows everything.
 */
export function runRefusal(
  offer: RunnableOffer | null,
  affiliate: RunningAffiliate | null,
  rule: OfferAffiliateRule | null,
  country?: string,
): RunRefusal | null {
  if (!offer || offer.status === CampaignStatus.Deleted) return RunRefusal.UnknownOffer;
  if (offer.status !== CampaignStatus.Active) return RunRefusal.OfferNotActive;
  if (!affiliate) return RunRefusal.UnknownAffiliate;
  if (!affiliate.active) return RunRefusal.AffiliateBanned;
  if (!affiliate.approved) return RunRefusal.AffiliateNotApproved;
  if (rule?.blocked) return RunRefusal.AffiliateBlocked;
  const approved = rule?.status === CampaignUserRuleStatus.Approved;
  const needsApproval = offer.access === CampaignAccess.ApplyToPromote || offer.access === CampaignAccess.Private;
  if (needsApproval ? !approved : rule?.status === CampaignUserRuleStatus.Rejected) return RunRefusal.OfferNotAllowed;
  if (country !== undefined && offer.countries.length && !offer.countries.includes(country)) return RunRefusal.CountryNotAllowed;
  if (offer.trafficChannels.length && !(affiliate.trafficChannel && offer.trafficChannels.includes(affiliate.trafficChannel))) {
    return RunRefusal.ChannelNotAllowed;
  }
  return null;
}

/** The affiliate side of `runRefusal` from a user's stored fields (users table). */
export function runningAffiliate(user: {
  userType: number;
  statusId: number;
  registrationStatus: number;
  registrationCompleted: boolean;
  trafficChannel: string | null;
}): RunningAffiliate | null {
  if (user.userType !== 2) return null;
  return {
    active: user.statusId === 1,
    approved: user.registrationCompleted && (user.registrationStatus === 1 || user.registrationStatus === 10),
    trafficChannel: user.trafficChannel,
  };
}
