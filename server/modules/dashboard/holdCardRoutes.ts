import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { heldOf } from '../conversions/holdRepository';
import { revenueVisible } from '../offers/context';
import { viewerOf } from '../users/requestContext';

const cents = (text: string) => Math.round(Number(text) * 100) / 100;

/**
 * The staff dashboard's pending money (spec 4 §4): the conversions on hold in the viewer's scope,
 * how many, and the commission (and, where revenue is visible, the revenue) they carry once
 * approved. The same sums as the affiliate's balance `on_hold` (modules/conversions/holdRepository.ts).
 */
async function onHold(c: Ctx) {
  const held = await heldOf(c.var.deps.db, viewerOf(c));
  return ok(c, {
    count: held.count,
    commission: cents(held.commission),
    ...(revenueVisible(c) ? { revenue: cents(held.revenue) } : {}),
  });
}

export const holdCardEndpoints: Endpoint[] = [{ method: 'GET', path: '/dashboard/on-hold', access: { kind: 'roles', roles: ['admin', 'manager'] }, handler: onHold }];
