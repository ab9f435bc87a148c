import type { Identifier, RaRecord } from 'ra-core';
import type { SubId } from '../domain/offers/trackingLink';
import type { Envelope, HttpClient } from './http/types';

/** The answer of a batch call: the ids it changed. */
export interface BatchResult {
  ids: Identifier[];
  count: number;
}

export interface TrackingLinkRequest extends Partial<Record<SubId, string>> {
  tracking_domain_id?: Identifier | null;
  /** staff only: whose link it is */
  affiliate_id?: Identifier | null;
  /** a page on one of the offer's deep-link hosts (the link's `url=`) */
  deep_link_url?: string;
}

/** An active tracking domain a link may be built on. */
export interface LinkDomain {
  id: Identifier;
  domain: string;
}

export interface TrackingLinkAnswer {
  url: string;
  /** the offer's hosted lead form with the same affiliate and sub-ids, where the workspace takes leads; null otherwise */
  lead_form_url: string | null;
  tracking_domain_id: Identifier;
  domain: string;
}

/** Why an affiliate earns nothing on one open offer (domain/offers/paysOn.ts, EarningGap). */
export interface EarningGapOffer {
  id: Identifier;
  name: string;
  gap: 'no_payout' | 'cpa_only' | 'cpl_only';
}

export interface AffiliateEarningGaps {
  affiliate_id: Identifier;
  commission_type_id: number;
  /** how many open offers pay them nothing; `offers` holds the first 50 */
  total: number;
  offers: EarningGapOffer[];
}

/** The offer calls that are not CRUD (docs/api.md, Offers); paths are relative to the role prefix. */
export interface OfferCalls {
  setOfferStatus(id: Identifier, status: number): Promise<RaRecord>;
  applyToOffer(id: Identifier, comment?: string): Promise<RaRecord>;
  offerTrackingLink(id: Identifier, body: TrackingLinkRequest): Promise<TrackingLinkAnswer>;
  /** every active tracking domain (id and host), for the link builder of any role */
  activeTrackingDomains(): Promise<LinkDomain[]>;
  batchApproveRequests(ids: readonly Identifier[]): Promise<BatchResult>;
  batchDeclineRequests(ids: readonly Identifier[]): Promise<BatchResult>;
  grantOffer(id: Identifier, affiliateIds: readonly Identifier[]): Promise<BatchResult>;
  blockOnOffer(id: Identifier, affiliateId: Identifier, blocked: boolean): Promise<RaRecord>;
  regeneratePostbackToken(advertiserId: Identifier): Promise<{ id: Identifier; postback_token: string }>;
  /** staff: the open offers on which one affiliate earns nothing, and why */
  affiliateEarningGaps(affiliateId: Identifier): Promise<AffiliateEarningGaps>;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

export function createOfferCalls(http: HttpClient): OfferCalls {
  const call = async <T>(method: 'POST' | 'PATCH', path: string, body: unknown = {}): Promise<T> =>
    (await http.request<Envelope<T>>(method, path, { body })).json.data;
  const read = async <T>(path: string): Promise<T> => (await http.request<Envelope<T>>('GET', path)).json.data;
  return {
    setOfferStatus: (id, status) => call('PATCH', `/campaigns/${seg(id)}/status`, { status }),
    applyToOffer: (id, comment) => call('POST', `/campaigns/${seg(id)}/apply`, comment ? { comment } : {}),
    offerTrackingLink: (id, body) => call('POST', `/campaigns/${seg(id)}/tracking-link`, body),
    activeTrackingDomains: () => read('/tracking-domains/active'),
    batchApproveRequests: (ids) => call('POST', '/campaign-requests/batch-approve', { ids }),
    batchDeclineRequests: (ids) => call('POST', '/campaign-requests/batch-decline', { ids }),
    grantOffer: (id, affiliateIds) => call('POST', `/campaigns/${seg(id)}/grant`, { affiliate_ids: affiliateIds }),
    blockOnOffer: (id, affiliateId, blocked) => call('POST', `/campaigns/${seg(id)}/block`, { affiliate_id: affiliateId, blocked }),
    regeneratePostbackToken: (id) => call('POST', `/advertisers/${seg(id)}/postback-token`),
    affiliateEarningGaps: (id) => read(`/campaigns/earning-gaps/${seg(id)}`),
  };
}
