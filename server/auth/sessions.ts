import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken } from './tokenHash';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export type SessionUser = typeof users.$inferSelect;

export interface ActiveSession {
  id: string;
  user: SessionUser;
  /** set when the principal is an API key (server/http/apiKeyGuard.ts), not a browser session */
  apiKey?: { id: number; scope: 'read' | 'write'; /** the `leads` scope: may send leads */ leads: boolean };
  /** a view-as session: the id of the admin or manager who opened it (view-only) */
  viewAsBy?: number | null;
}


/** The user who opened a view-as session, joined beside the viewed user. */
const viewer = alias(users, 'viewer');

/**
 * The sessions that end with these users' sessions: their own and every view-as session they
 * opened (a view is the viewer's access, so it never outlives the viewer's sessions), optionally
 * all but the caller's own.
 */
export function sessionsOfUsers(userIds: number[], exceptId?: string): SQL {
  const ofUsers = or(inArray(sessions.userId, userIds), inArray(sessions.viewAsBy, userIds))!;
  return exceptId ? and(ofUsers, ne(sessions.id, exceptId))! : ofUsers;
}

/** A fresh random token for every sign-in; only its hash is stored. */
export async function createSession(
  db: Db,
  policy: SessionPolicy,
  userId: number,
  meta: { ip: string; userAgent: string; viewAsBy?: number },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 500),
    viewAsBy: meta.viewAsBy ?? null,
  });
  return { token, expiresAt };
}

/**
 * The session behind a cookie token, or null when unknown, idle for too long, past its absolute
 * expiry or its user is banned. Touches last_seen_at at most once a minute to keep writes low.
 */
export async function findSession(db: Db, policy: SessionPolicy, token: string, now = new Date()): Promise<ActiveSession | null> {
  return findSessionWith(db, policy, token, now, {});
}

/**
 * findSession, with more values read in the same statement (scalar SQL, e.g. a settings row), so
 * a signed-in request pays one round trip for its session, its user and those values. The ban,
 * expiry and logout rules are read fresh every time: nothing here is cached.
 */
export async function findSessionWith<X extends Record<string, SQL>>(
  db: Db,
  policy: SessionPolicy,
  token: string,
  now: Date,
  extras: X,
): Promise<(ActiveSession & { extras: { [K in keyof X]: unknown } }) | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const rows = await db
    .select({ session: sessions, user: users, viewerStatus: viewer.statusId, ...extras })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(viewer, eq(viewer.id, sessions.viewAsBy))
    .where(eq(sessions.id, id))
    .limit(1);
  const row = rows[0] as ({ session: typeof sessions.$inferSelect; user: SessionUser; viewerStatus: number | null } & Record<string, unknown>) | undefined;
  if (!row) return null;
  const idleLimit = now.getTime() - policy.idleMs;
  // a view-as session lives no longer than its viewer may sign in (a ban made by hand included)
  const viewerGone = row.session.viewAsBy !== null && row.viewerStatus !== 1;
  if (row.session.expiresAt.getTime() <= now.getTime() || row.session.lastSeenAt.getTime() <= idleLimit || row.user.statusId !== 1 || viewerGone) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const values = Object.fromEntries(Object.keys(extras).map((key) => [key, row[key]])) as { [K in keyof X]: unknown };
  return { id, user: row.user, viewAsBy: row.session.viewAsBy, extras: values };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user and every view they opened (ban, password change), optionally keeping the caller's own. */
export async function deleteUserSessions(db: Db, userId: number, exceptId?: string): Promise<void> {
  await db.delete(sessions).where(sessionsOfUsers([userId], exceptId));
}

export async function purgeExpiredSessions(db: Db, policy: SessionPolicy, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs))));
}

/** A user's sessions, the most recently seen first (the sessions screen). */
export async function listUserSessions(db: Db, userId: number) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
}

/** Ends one of a user's own sessions; false when they have no such session. */
export async function deleteOwnSession(db: Db, userId: number, id: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
