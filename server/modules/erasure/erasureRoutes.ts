import { z } from 'zod';
import { UserType } from '../../../domain/enums/user';
import { ERASE_CONFIRMATION } from '../../../domain/security/erasure';
import { Conflict, fieldError, NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { leadIdParam } from '../leads/leadRoutes';
import { actorOf } from '../users/requestContext';
import { ERASED_LEAD_FIELDS, ERASED_USER_FIELDS, eraseLead, eraseUser, erasedEmail, lockLead, lockUser } from './erasureRepository';


const confirmBody = z.object({
  confirm: z.literal(ERASE_CONFIRMATION, { message: `Type ${ERASE_CONFIRMATION} to confirm: erased data cannot be brought back.` }),
});

/** POST /user_profiles/{id}/erase: an affiliate's or advertiser's personal data, on request (spec 4 §8). */
async function eraseAccount(c: Ctx) {
  const id = idParam(c);
  await parseBody(c, confirmBody);
  const { db, now } = c.var.deps;
  const at = now();
  const done = await db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user) throw new NotFound('User not found.');
    if (user.userType !== UserType.Affiliate && user.userType !== UserType.Advertiser) {
      throw fieldError('id', 'Only an affiliate’s or an advertiser’s personal data is erased here.');
    }
    if (user.email === erasedEmail(id)) throw new Conflict('This account’s personal data is erased already.');
    await eraseUser(tx, actorOf(c), id, user.email, at);
    return { id, erased_fields: [...ERASED_USER_FIELDS], erased_at: at.toISOString() };
  });
  return ok(c, done);
}

/** POST /leads/{id}/erase: a lead's personal data, on request (spec 4 §8). */
async function eraseOneLead(c: Ctx) {
  const id = leadIdParam(c);
  await parseBody(c, confirmBody);
  const { db, now } = c.var.deps;
  const at = now();
  const done = await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) throw new NotFound('Lead not found.');
    // an archived lead's data is in its archive file: erasing it keeps a restore from bringing the data back
    if (lead.erasedAt || (!lead.archivedAt && lead.email === '' && lead.phone === '' && lead.firstName === '')) throw new Conflict('This lead’s personal data is erased already.');
    await eraseLead(tx, actorOf(c), id, lead.clickId, at);
    return { id, erased_fields: [...ERASED_LEAD_FIELDS], erased_at: at.toISOString() };
  });
  return ok(c, done);
}

// erasure cannot be undone: the admin alone, from a signed-in session
const ADMIN = { kind: 'roles', roles: ['admin'] } as const;

export const erasureEndpoints: Endpoint[] = [
  { method: 'POST', path: '/user_profiles/:id/erase', access: ADMIN, sessionOnly: true, body: confirmBody, handler: eraseAccount },
  { method: 'POST', path: '/leads/:id/erase', access: ADMIN, sessionOnly: true, body: confirmBody, handler: eraseOneLead },
];
