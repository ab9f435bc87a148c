import type { Db } from '../../db/client';
import { securityLog } from '../../db/schema';
import type { SecurityEvent } from '../../../domain/security/events';
import type { Ctx } from '../../http/types';

export { SECURITY_EVENTS, type SecurityEvent } from '../../../domain/security/events';

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
