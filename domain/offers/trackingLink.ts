/** Sub-id parameters an affiliate may add to a tracking link (spec 3 §1, §2). */
export { SUB_IDS, type SubId, type SubIds } from '../tracking/subIds';
import { SUB_IDS, type SubId } from '../tracking/subIds';
import { DEEP_LINK_PARAM } from './deepLink';

export interface TrackingLinkInput {
  /** the tracking domain's host name */
  domain: string;
  offerId: number;
  affiliateId: number;
  subIds?: Partial<Record<SubId, string | null | undefined>>;
  /** a page of the offer's site the click lands on (`url=`, spec 4 §6), already checked against its allowed hosts */
  deepLink?: string | null;
  /**
   * The app's own port, used only for `localhost` and `*.localhost` demo and development domains,
   * which a browser resolves to this machine and which are served over plain http.
   */
  localPort?: number;
}

/** True for the host names a browser resolves to the local machine (RFC 6761). */
export const isLocalHost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

function linkParts({ domain, offerId, affiliateId, subIds = {}, localPort }: TrackingLinkInput, first: Record<string, string>) {
  const local = isLocalHost(domain);
  const origin = local ? `http://${domain}${localPort ? `:${localPort}` : ''}` : `https://${domain}`;
  const query = new URLSearchParams({ ...first, aff_id: String(affiliateId) });
  for (const key of SUB_IDS) {
    const value = subIds[key];
    if (value) query.set(key, value);
  }
  return { origin, query: query.toString(), offerId };
}

/**
 * The tracking link `https://{domain}/click?offer_id=…&aff_id=…[&p1…p10][&url=…]` (spec 3 §1,
 * spec 4 §6). Empty sub-ids are left out; values are URL-encoded.
 */
export function trackingLink(input: TrackingLinkInput): string {
  const { origin, query } = linkParts(input, { offer_id: String(input.offerId) });
  const deep = input.deepLink ? `&${new URLSearchParams({ [DEEP_LINK_PARAM]: input.deepLink }).toString()}` : '';
  return `${origin}/click?${query}${deep}`;
}

/** The path of the offer's hosted lead form on a tracking domain (spec 4 §1). */
export const LEAD_FORM_PATH = '/lead-form/';

/**
 * The offer's hosted lead form `https://{domain}/lead-form/{offer_id}?aff_id=…[&p1…p10]` (spec 4
 * §1): the tracking link's shape, the offer in the path as the form posts back to it.
 */
export function leadFormLink(input: TrackingLinkInput): string {
  const { origin, query } = linkParts(input, {});
  return `${origin}${LEAD_FORM_PATH}${input.offerId}?${query}`;
}
