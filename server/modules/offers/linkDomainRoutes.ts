import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { OFFER_KEYS } from './context';
import { activeDomains } from './references';

/**
 * The tracking domains a link may be built on (spec 3 §1, "domain choice"): the active ones, id
 * and host only, for everyone who builds links, affiliates included (they cannot read the
 * tracking-domain screens' list, which carries rules and statuses).
 */
async function listActiveDomains(c: Ctx) {
  return ok(c, await activeDomains(c.var.deps.db));
}

export const linkDomainEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/tracking-domains/active',
    access: { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: OFFER_KEYS.view, feature: 'offer_management' },
    summary: 'Active tracking domains for links', handler: listActiveDomains,
  },
];
