import { isLocalHost, SUB_IDS, type SubId } from '../offers/trackingLink';
import { SMART_LINK_PARAM } from './access';

/**
 * A smart link's tracking URL `https://{domain}/click?sl={id}[&p1…p10]` (spec 4 §6): the offer's
 * link shape with the link in place of offer and affiliate. Local demo domains are plain http on
 * the app's port, as the offers' links.
 */
export function smartLinkUrl(input: { domain: string; id: number; localPort?: number; subIds?: Partial<Record<SubId, string | null>> }): string {
  const local = isLocalHost(input.domain);
  const origin = local ? `http://${input.domain}${input.localPort ? `:${input.localPort}` : ''}` : `https://${input.domain}`;
  const query = new URLSearchParams({ [SMART_LINK_PARAM]: String(input.id) });
  for (const key of SUB_IDS) {
    const value = input.subIds?.[key];
    if (value) query.set(key, value);
  }
  return `${origin}/click?${query.toString()}`;
}
