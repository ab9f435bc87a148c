import { z } from 'zod';
import { PixelType } from '../../../domain/enums/pixel';
import { SalesStatus } from '../../../domain/enums/payout';
import { UserType } from '../../../domain/enums/user';
import { fieldError, NotFound, ValidationError } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody, toFieldErrors } from '../../http/validate';
import { OFFER_KEYS } from '../offers/context';
import { readForViewer } from '../offers/offerRoutes';
import { viewerOf } from '../users/requestContext';
import { postbackParams } from './postbackQuery';
import { recordConversion } from './recordRepository';
import { clickOwner } from './testConversionRepository';

// JSON numbers are welcome too: the postback's own rules then apply to their text
const asText = z.union([z.string(), z.number()]).optional().transform((v) => (v === undefined ? undefined : String(v)));
const testBody = z.object({ click_id: asText, action: asText, sum: asText, currency: asText, order_id: asText, status: asText });

/** The refusal for a click this offer does not have, a refused click, or (for a manager) another manager's affiliate's click. */
const noClick = () => fieldError('click_id', 'No click of this offer has this id.');

/**
 * POST /campaigns/{id}/test-conversion: the advertiser's integration tried from the offer
 * screen, as their server would call /postback for that click (no token: the caller is staff who
 * may edit the offer). The conversion is real, with the same rules, figures and affiliate postbacks.
 */
async function testConversion(c: Ctx) {
  const body = await parseBody(c, testBody);
  const parsed = postbackParams.safeParse(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)));
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
  const offerId = idParam(c);
  if (!(await readForViewer(c, offerId))) throw new NotFound('Offer not found.');
  const params = parsed.data;
  const owner = await clickOwner(c.var.deps.db, params.click_id, offerId);
  const viewer = viewerOf(c);
  if (!owner || (viewer.userType === UserType.Manager && owner.manager_id !== viewer.id)) {
    throw noClick();
  }
  const outcome = await recordConversion(
    c.var.deps.db,
    { clickId: params.click_id, action: params.action, pixelType: PixelType.S2S, sum: params.sum, currency: params.currency, orderId: params.order_id, token: null, offerId, status: params.status, now: c.var.deps.now() },
    { networkToken: null },
  );
  if (outcome.kind === 'unknown_click' || outcome.kind === 'wrong_token') throw noClick();
  if (outcome.kind === 'nothing_to_reject') throw new ValidationError([{ field: 'order_id', message: 'No conversion of this offer has this order_id: there is nothing to reject.' }]);
  return ok(c, {
    conversion_id: outcome.conversionId,
    status: outcome.status,
    payable: outcome.payable === SalesStatus.Payable,
    reason: outcome.reason,
    ...(outcome.kind === 'duplicate' ? { duplicate: true } : {}),
  });
}

const MANAGE = { kind: 'roles', roles: ['admin', 'manager'], permission: [OFFER_KEYS.view, OFFER_KEYS.manage], feature: 'offer_management' } as const;

export const testConversionEndpoints: Endpoint[] = [{ method: 'POST', path: '/campaigns/:id/test-conversion', access: MANAGE, handler: testConversion }];
