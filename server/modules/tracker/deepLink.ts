import { DeepLink } from '../../../domain/enums/misc';
import { DEEP_LINK_PARAM, deepLinkTarget } from '../../../domain/offers/deepLink';
import type { TrackedOffer } from './lookups';
import { fillMacros } from './macros';

/**
 * The landing a click's `url=` asks for (spec 4 §6), its macros filled as the landing page's are,
 * when the offer allows deep links and the filled address's host is one of its allowed hosts
 * (domain/offers/deepLink.ts); null: the offer's own landing page. The host is checked after the
 * macros are filled, so no macro value can move the visitor elsewhere.
 */
export function deepLinkLanding(
  offer: Pick<TrackedOffer, 'deepLink' | 'deepLinkHosts'>,
  query: URLSearchParams,
  values: Readonly<Record<string, string | number | null | undefined>>,
): string | null {
  if (offer.deepLink !== DeepLink.Allowed || !offer.deepLinkHosts.length) return null;
  const requested = query.get(DEEP_LINK_PARAM);
  return requested ? deepLinkTarget(fillMacros(requested, values), offer.deepLinkHosts) : null;
}
