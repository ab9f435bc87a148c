import { REVENUE_FIELDS, type Measures } from '../../../domain/dashboard/measures';
import type { Ctx, Role } from '../../http/types';
import type { Scope } from './sumsQuery';

/** Derived for users while the hide_revenue workspace feature is on (domain/permissions/derive.ts). */
export const HIDE_REVENUE_KEY = 'CUSTOM_UI_Hide_Revenue_View';

export interface Viewer {
  role: Role;
  userId: number;
  scope: Scope;
  /** affiliates never see revenue or profit; hide_revenue hides them from everyone holding its key */
  revenueVisible: boolean;
}

export function viewerOf(c: Ctx): Viewer {
  const user = c.var.session!.user;
  const role = c.var.role!;
  const scope: Scope =
    role === 'admin' ? { kind: 'all' } : role === 'manager' ? { kind: 'manager', managerId: user.id } : { kind: 'affiliate', affiliateId: user.id };
  return { role, userId: user.id, scope, revenueVisible: role !== 'affiliate' && !user.permissions.includes(HIDE_REVENUE_KEY) };
}

/** The measures this viewer may see: without revenue, the fields that reveal it are left out. */
export function visibleMeasures(m: Measures, viewer: Pick<Viewer, 'revenueVisible'>): Partial<Measures> {
  if (viewer.revenueVisible) return m;
  const copy: Partial<Measures> = { ...m };
  for (const field of REVENUE_FIELDS) delete copy[field];
  return copy;
}
