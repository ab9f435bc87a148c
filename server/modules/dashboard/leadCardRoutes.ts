import { ROLES, type Ctx, type Endpoint } from '../../http/types';
import { ok } from '../../http/respond';
import { filterBody, periodAnswer, readFilters } from './filters';
import { leadFigures } from './leadFiguresRepository';
import { viewerOf } from './viewer';

/**
 * The dashboard's lead-distribution figures (spec 4 §1): leads received, FTDs, validation and
 * registration failures in the viewer's scope for the period and the one before. With lead
 * distribution (`push_brokers`) switched off the answer says so (`enabled: false`, no figures)
 * instead of a 403, so that a dashboard widget never raises an access-denied toast.
 */
async function leadCard(c: Ctx) {
  const { period } = await readFilters(c);
  const enabled = c.var.features.includes('push_brokers');
  if (!enabled) return ok(c, { period: periodAnswer(period), enabled });
  const { scope } = viewerOf(c);
  const db = c.var.deps.db;
  return ok(c, { period: periodAnswer(period), enabled, ...(await leadFigures(db, period.range, scope)), previous: await leadFigures(db, period.previous, scope) });
}

export const leadCardEndpoints: Endpoint[] = [{ method: 'POST', path: '/dashboard/lead-figures', reads: true, access: { kind: 'roles', roles: ROLES }, summary: 'Lead figures of a period', body: filterBody, handler: leadCard }];
