import type { Tx } from '../../db/tx';
import { recordActivity } from '../activity/activityLog';
import type { Actor } from '../users/changeLog';
import { entriesOf, lockSmartLink } from './smartLinkRepository';

/** A smart link as the activity log names it (API field names): each entry one line, `offer: countries · devices · OSes · weight`. */
export async function smartLinkSnapshot(tx: Tx, id: number): Promise<Record<string, unknown> | null> {
  const link = await lockSmartLink(tx, id);
  if (!link) return null;
  const entries = await entriesOf(tx, [id]);
  return {
    name: link.name,
    affiliate_id: link.affiliateId,
    status: link.status,
    fallback_url: link.fallbackUrl,
    tracking_domain_id: link.trackingDomainId,
    entries: entries.map((e) => `${e.offerName} (#${e.offerId}): ${e.countries.join(',') || '*'} · ${e.deviceTypes.join(',') || '*'} · ${e.oses.join(',') || '*'} · ${e.weight}`),
  };
}

type SmartLinkChange = 'smart_link_created' | 'smart_link_updated' | 'smart_link_status_changed';

/** Records one link's change in the caller's transaction, after it: `before` is its snapshot before (null when created). */
export async function recordSmartLink(tx: Tx, actor: Actor, type: SmartLinkChange, id: number, before: Record<string, unknown> | null, now: Date): Promise<void> {
  await recordActivity(tx, { actor, type, entity: 'smart_link', entityId: id, before, after: await smartLinkSnapshot(tx, id), now });
}
