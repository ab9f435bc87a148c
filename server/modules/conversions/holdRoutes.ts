import { z } from 'zod';
import type { HoldDecision } from '../../../domain/conversions/hold';
import { ApproveHoldReason, VoidReason } from '../../../domain/enums/reasons';
import { NotFound, ValidationError } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { positiveId } from '../../http/fields';
import { idParam, parseBody } from '../../http/validate';
import { revenueVisible } from '../offers/context';
import { viewerOf } from '../users/requestContext';
import { CONVERSION_KEYS, orderSumOf, toConversion } from './conversionRoutes';
import { decideHolds } from './holdRepository';
import { safetyVisible } from './conversionFilter';
import { findConversion, transactionsOf } from './listRepository';

const reasonOf = (values: readonly string[], fallback?: string) => {
  const base = z.string({ message: 'reason is required.' }).refine((v) => values.includes(v), `reason must be one of: ${values.join(', ')}.`);
  return fallback === undefined ? base : base.optional().transform((v) => v ?? fallback);
};

const reasons = {
  approve: reasonOf(ApproveHoldReason.values, 'none'),
  reject: reasonOf(VoidReason.values),
} as const;

const ids = z
  .array(positiveId('ids must be conversion ids.'), { message: 'ids is a list of conversion ids.' })
  .min(1, 'ids needs at least one id.')
  .max(500, 'ids takes at most 500 ids.');

function decide(decision: HoldDecision) {
  return {
    one: async (c: Ctx) => {
      const id = idParam(c);
      const body = await parseBody(c, z.object({ reason: reasons[decision] }));
      const { db, now } = c.var.deps;
      const viewer = viewerOf(c);
      try {
        await decideHolds(db, viewer, [id], { decision, reason: body.reason!, actorId: c.var.session?.user.id ?? null, now: now() });
      } catch (error) {
        // one id outside the viewer's scope is a 404, as for the other moves of one conversion
        if (error instanceof ValidationError) throw new NotFound('Conversion not found.');
        throw error;
      }
      const row = await findConversion(db, viewer, id);
      return ok(c, { ...toConversion(row!, revenueVisible(c), safetyVisible(c), orderSumOf(c)), transactions: await transactionsOf(db, id) });
    },
    batch: async (c: Ctx) => {
      const body = await parseBody(c, z.object({ ids, reason: reasons[decision] }));
      const moved = await decideHolds(c.var.deps.db, viewerOf(c), body.ids, {
        decision,
        reason: body.reason!,
        actorId: c.var.session?.user.id ?? null,
        now: c.var.deps.now(),
      });
      return ok(c, { moved });
    },
  };
}

const manage = { kind: 'roles', roles: ['admin', 'manager'], permission: [CONVERSION_KEYS.view, CONVERSION_KEYS.moderate], feature: 'affiliate_billing' } as const;
const approve = decide('approve');
const reject = decide('reject');

/** Staff end holds (spec 4 §4): one conversion, or a batch all or none, with a reason. */
export const holdEndpoints: Endpoint[] = [
  { method: 'POST', path: '/conversions/hold/approve', access: manage, handler: approve.batch },
  { method: 'POST', path: '/conversions/hold/reject', access: manage, handler: reject.batch },
  { method: 'POST', path: '/conversions/:id/approve', access: manage, handler: approve.one },
  { method: 'POST', path: '/conversions/:id/reject', access: manage, handler: reject.one },
];
