import { z } from 'zod';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../../domain/languages';
import { commissionTypes, redirectTypes } from '../../db/schema';
import { NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { ROLES } from '../../http/types';
import { idParam, parseWith, SMALLINT_MAX } from '../../http/validate';
import { listCountries } from './countries';
import * as repo from './referenceRepository';

// Read-only dictionaries (spec 1 §7): whole lists, no paging; the client caches them 24 minutes.
// `lang` picks the names' language (en or ru); without it, the signed-in user's language.

const params = z.object({ lang: z.enum(['en', 'ru'], { message: 'lang must be en or ru.' }).optional() });

function langOf(c: Ctx): InterfaceLanguage {
  const { lang } = parseWith(params, c.req.query());
  if (lang) return lang;
  const own = c.var.session?.user.language;
  return isInterfaceLanguage(own) ? own : 'en';
}

function referenceEndpoints(path: string, table: typeof commissionTypes | typeof redirectTypes, notFound: string, access: Endpoint['access'], what: string): Endpoint[] {
  return [
    { method: 'GET', path, access, summary: `List ${what}s`, query: params, handler: async (c) => ok(c, await repo.listReference(c.var.deps.db, table, langOf(c))) },
    {
      method: 'GET',
      path: `${path}/:id`,
      access,
      summary: `A ${what}`,
      query: params,
      handler: async (c) => {
        // reference ids are smallint: a larger one names nothing (and PostgreSQL would refuse it)
        const id = idParam(c, 'id', SMALLINT_MAX);
        const item = await repo.findReference(c.var.deps.db, table, id, langOf(c));
        if (!item) throw new NotFound(notFound);
        return ok(c, item);
      },
    },
  ];
}

const ANY_ROLE = { kind: 'roles', roles: ROLES } as const;
// redirect types matter to whoever sets up tracking (rules, campaigns), not to affiliates
const ADMIN_MANAGER = { kind: 'roles', roles: ['admin', 'manager'] } as const;

export const referenceDictionaryEndpoints: Endpoint[] = [
  ...referenceEndpoints('/dictionary/commission-types', commissionTypes, 'Commission type not found.', ANY_ROLE, 'commission type'),
  ...referenceEndpoints('/dictionary/redirect-types', redirectTypes, 'Redirect type not found.', ADMIN_MANAGER, 'redirect type'),
  {
    method: 'GET',
    path: '/dictionary/traffic-channels',
    access: ANY_ROLE,
    summary: 'List traffic channels',
    query: params,
    handler: async (c) => ok(c, await repo.listTrafficChannels(c.var.deps.db, langOf(c))),
  },
  { method: 'GET', path: '/dictionary/countries', access: ANY_ROLE, summary: 'List countries', query: params, handler: (c) => ok(c, listCountries(langOf(c))) },
];
