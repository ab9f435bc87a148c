import { UserType } from '../../../domain/enums/user';
import { earningGapFor } from '../../../domain/offers/paysOn';
import { NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam } from '../../http/validate';
import { findInScope } from '../users/scope';
import { viewerOf } from '../users/requestContext';
import { OFFER_KEYS } from './context';
import { openOffersOf } from './offerRepository';
import { affiliatePayouts } from './payout';

const SHOWN = 50;

/**
 * The offers on which one affiliate earns nothing, and why (domain/offers/paysOn.ts): their
 * commission type against what each offer pays on, after their payout rules. The affiliate's
 * account page says it before traffic is sent. An affiliate outside the viewer's scope is 404.
 */
async function earningGaps(c: Ctx) {
  const { db } = c.var.deps;
  const affiliate = await findInScope(db, viewerOf(c), idParam(c));
  if (!affiliate || affiliate.userType !== UserType.Affiliate) throw new NotFound('Affiliate not found.');
  const open = await openOffersOf(db, affiliate.id);
  const payouts = await affiliatePayouts(db, { id: affiliate.id, managerId: affiliate.managerId }, open);
  const gaps = open.flatMap((o) => {
    const gap = earningGapFor({ ...payouts.get(o.id)!, paysOn: o.paysOn }, affiliate.commissionTypeId);
    return gap ? [{ id: o.id, name: o.name, gap }] : [];
  });
  return ok(c, { affiliate_id: affiliate.id, commission_type_id: affiliate.commissionTypeId, total: gaps.length, offers: gaps.slice(0, SHOWN) });
}

const STAFF = { kind: 'roles', roles: ['admin', 'manager'], permission: OFFER_KEYS.view, feature: 'offer_management' } as const;

export const earningGapEndpoints: Endpoint[] = [{ method: 'GET', path: '/campaigns/earning-gaps/:id', access: STAFF, handler: earningGaps }];
