import type { Db } from '../../db/client';
import { securityLog } from '../../db/schema';
import type { Ctx } from '../../http/types';

/** The events of the security log (docs/api.md, Account security). */
export const SECURITY_EVENTS = [
  'login',
  'login_failed',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'two_factor_failed',
  'api_key_created',
  'api_key_revoked',
  'password_reset_requested',
  'password_reset',
  'view_as_started',
  'view_as_ended',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

export interface SecurityEntry {
  event: SecurityEvent;
  userId?: number | null;
  actorId?: number | null;
  email?: string;
  details?: Record<string, unknown>;
}

/** One line of the log, with the caller's address and browser taken from the request. */
export async function logSecurity(c: Ctx, entry: SecurityEntry, db: Pick<Db, 'insert'> = c.var.deps.db): Promise<void> {
  await db.insert(securityLog).values({
    event: entry.event,
    userId: entry.userId ?? null,
    actorId: entry.actorId ?? null,
    email: entry.email ?? '',
    ip: c.var.deps.clientIp(c),
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 500),
    details: entry.details ?? {},
    createdAt: c.var.deps.now(),
  });
}
