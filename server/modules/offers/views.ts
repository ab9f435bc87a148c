import { CampaignAccess, CampaignStatus, CampaignUserRuleStatus } from '../../../domain/enums/campaign';
import { statusDisplay } from '../../../domain/enums/status-display';
import type { PayoutTerms } from '../../../domain/offers/payout';
import { earningsOf } from '../../../domain/offers/paysOn';
import { runRefusal, type RunningAffiliate } from '../../../domain/offers/runnable';
import type { OfferRecord } from './offerRepository';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/** Fields both the staff and the affiliate answers carry. */
function common(r: OfferRecord) {
  const o = r.offer;
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    offer_group_id: o.offerGroupId,
    offer_group_name: r.groupName,
    marketplace_category_id: o.marketplaceCategoryId,
    marketplace_category_name: r.categoryName,
    status: o.status,
    ...statusDisplay(CampaignStatus, o.status),
    access: o.access,
    access_label: CampaignAccess.label(o.access),
    preview_url: o.previewUrl,
    countries: o.countries,
    traffic_channels: o.trafficChannels,
    pays_on: o.paysOn,
    click_lifetime_days: o.clickLifetimeDays,
    tracking_domain_id: o.trackingDomainId,
    daily_cap: o.dailyCap,
    monthly_cap: o.monthlyCap,
    hold_days: o.holdDays,
    // deep links (spec 4 §6): whether a click's url= may choose the landing, and on which hosts
    deep_link: o.deepLink,
    deep_link_hosts: o.deepLinkHosts,
    // the currency of the offer's payouts and revenues (spec 4 §3)
    currency: o.currency.trim(),
  };
}

/** An offer for admins and managers; revenue left out where hide_revenue applies. */
export function toOffer(r: OfferRecord, counts: { approved: number; pending: number } | undefined, revenueVisible: boolean) {
  const o = r.offer;
  return {
    ...common(r),
    advertiser_id: o.advertiserId,
    advertiser_name: fullName(r.advertiserFirst, r.advertiserLast),
    cap_action: o.capAction,
    cap_redirect_offer_id: o.capRedirectOfferId,
    landing_url: o.landingUrl,
    fallback_url: o.fallbackUrl,
    payout_cpa: Number(o.payoutCpa),
    payout_cpl: Number(o.payoutCpl),
    ...(revenueVisible ? { revenue_cpa: Number(o.revenueCpa), revenue_cpl: Number(o.revenueCpl) } : {}),
    revshare_percent: Number(o.revsharePercent),
    affiliates_count: counts?.approved ?? 0,
    pending_requests_count: counts?.pending ?? 0,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  };
}

/** An offer in an affiliate's marketplace: their own payout and what it is paid on, their standing, never revenue. */
export function toMarketOffer(r: OfferRecord, payout: PayoutTerms, affiliate: RunningAffiliate | null, commissionType: number) {
  const o = r.offer;
  const rule = r.ruleStatus === null || r.ruleStatus === undefined ? null : { status: r.ruleStatus, blocked: r.ruleBlocked ?? false };
  const refusal = runRefusal({ status: o.status, access: o.access, countries: o.countries, trafficChannels: o.trafficChannels }, affiliate, rule);
  return {
    ...common(r),
    payout_cpa: payout.payoutCpa,
    payout_cpl: payout.payoutCpl,
    revshare_percent: payout.revsharePercent,
    earnings: earningsOf({ ...payout, paysOn: o.paysOn }, commissionType),
    request_status: rule && rule.status !== CampaignUserRuleStatus.Deleted ? rule.status : null,
    blocked: rule?.blocked ?? false,
    can_run: refusal === null,
    run_refusal: refusal,
  };
}
