import { runningAffiliate } from '../../../domain/offers/runnable';
import { HIDE_REVENUE_KEY } from '../../../domain/permissions/revenue';
import { orderSumVisibleTo } from '../../../domain/permissions/orderSum';
import { can } from '../../http/guards';
import type { Ctx } from '../../http/types';

export const OFFER_KEYS = {
  view: 'UI_OfferCampaigns_View',
  manage: 'UI_OfferCampaigns_Manage',
  promote: 'UI_OfferCampaigns_ManagePromotionRules',
  block: 'UI_OfferCampaigns_ManageBlockingRules',
  suspend: 'UI_OfferCampaigns_Suspend',
  approve: 'UI_OfferCampaigns_ApproveRequest',
} as const;

export const isAffiliate = (c: Ctx) => c.var.role === 'affiliate';

/** Revenue is never sent to affiliates, nor to anyone under hide_revenue (as the dashboard). */
export const revenueVisible = (c: Ctx) => c.var.role !== 'affiliate' && !can(c, HIDE_REVENUE_KEY);

/** A sale's order sum: hidden from an affiliate without UI_Order_Sum while hide_sale_order_sum is on. */
export const orderSumVisible = (c: Ctx) => orderSumVisibleTo(c.var.role, c.var.session?.user.permissions ?? [], c.var.features);

/** The signed-in affiliate as runRefusal sees them. */
export const runnerOf = (c: Ctx) => runningAffiliate(c.var.session!.user);

/** localhost landing pages are for the demo only (decisions, offers). */
export const allowLocalUrls = (c: Ctx) => c.var.deps.config.seed === 'demo';
