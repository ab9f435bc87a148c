import { REVENUE_FIELDS, type Measures } from '../../../domain/dashboard/measures';
import { revenueVisibleTo } from '../../../domain/permissions/revenue';
import type { Ctx, Role } from '../../http/types';
import type { Scope } from './sumsQuery';

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
  return { role, userId: user.id, scope, revenueVisible: revenueVisibleTo(role, user.permissions) };
}

/** The measures this viewer may see: without revenue, the fields that reveal it are left out. */
export function visibleMeasures(m: Measures, viewer: Pick<Viewer, 'revenueVisible'>): Partial<Measures> {
  if (viewer.revenueVisible) return m;
  const copy: Partial<Measures> = { ...m };
  for (const field of REVENUE_FIELDS) delete copy[field];
  return copy;
}
