import { eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { userChanges, users } from './schema';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

const DAY = 86_400_000;
const LEADS = ['new', 'call_again', 'no_answer', 'emailed', 'not_interested', 'new'] as const;
const INTEGRATIONS = ['new', 'negotiation', 'integrating', 'waiting_for_launch', 'live', 'paused'] as const;

/**
 * User-management demo data (runs inside seedDemo, after the users): affiliate requests waiting
 * for approval, declined ones, banned affiliates, affiliates invited by a manager, comments and
 * change-log history. All of it dated days to weeks back, so "today" figures stay those of the
 * core demo users.
 */
export async function seedUsers(tx: Tx, passwordHash: string, now = new Date()): Promise<void> {
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@example.com', 'manager@example.com', 'manager2@example.com', 'manager3@example.com']));
  const idOf = (email: string) => staff.find((s) => s.email === email)?.id ?? null;
  const admin = idOf('admin@example.com');
  const manager = idOf('manager@example.com');
  const manager2 = idOf('manager2@example.com');
  // manager@'s own affiliates stay the core demo's forty-one (the dashboard's figures count them)
  const manager3 = idOf('manager3@example.com');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const person = (i: number, kind: string) => ({ email: `${kind}${i}@example.com`, passwordHash, userType: 2, firstName: `${kind[0]!.toUpperCase()}${kind.slice(1)}`, lastName: `No. ${i}` });

  const rows = [
    ...Array.from({ length: 8 }, (_, i) => ({
      ...person(i + 1, 'request'),
      statusId: 0,
      registrationStatus: 0,
      registrationCompleted: false,
      emailStatus: i % 3 === 0 ? 0 : 1,
      leadStatus: LEADS[i % LEADS.length]!,
      managerId: i % 2 === 0 ? manager3 : manager2,
      registeredById: i % 4 === 1 ? manager : null,
      comment: i === 2 ? 'Asked for a call on Monday.' : '',
      mobile: i % 2 ? '+14155552671' : '',
      createdAt: ago(2 + i * 3),
    })),
    ...[1, 2].map((i) => ({
      ...person(i, 'declined'),
      statusId: 0,
      registrationStatus: 2,
      registrationCompleted: false,
      leadStatus: 'declined',
      managerId: manager2,
      comment: 'Incentivised traffic only.',
      createdAt: ago(30 + i),
    })),
    ...[1, 2, 3].map((i) => ({ ...person(i, 'banned'), statusId: 0, managerId: i === 1 ? manager3 : manager2, integrationStatus: 'banned', comment: 'Fraudulent leads.', createdAt: ago(60 + i) })),
    ...Array.from({ length: 6 }, (_, i) => ({
      ...person(i + 1, 'invited'),
      managerId: i % 2 ? manager2 : manager3,
      registeredById: i % 2 ? manager : admin,
      integrationStatus: INTEGRATIONS[i]!,
      postbackStatus: i % 3 === 2 ? 2 : i % 2,
      trafficChannel: ['seo', 'push', 'email', 'fb', 'native', 'mixed'][i]!,
      bankIbanNumber: i % 2 ? 'DE89370400440532013000' : '',
      bankAccountNumber: i % 2 ? '' : `40${i}00123`,
      createdAt: ago(10 + i * 5),
    })),
  ].map((r) => ({ ...r, updatedAt: r.createdAt }));
  const inserted = await tx.insert(users).values(rows).returning({ id: users.id, email: users.email, createdAt: users.createdAt, statusId: users.statusId });

  const history = inserted.flatMap((u) => {
    const entries: (typeof userChanges.$inferInsert)[] = [{ userId: u.id, actorId: null, action: 'register', changes: { email: { from: null, to: u.email } }, ip: '198.51.100.7', createdAt: u.createdAt }];
    if (u.email.startsWith('banned')) entries.push({ userId: u.id, actorId: admin, action: 'ban', changes: { status_id: { from: 1, to: 0 } }, ip: '203.0.113.10', createdAt: new Date(u.createdAt.getTime() + 5 * DAY) });
    if (u.email.startsWith('declined')) entries.push({ userId: u.id, actorId: manager, action: 'decline', changes: { registration_status: { from: 0, to: 2 } }, ip: '203.0.113.11', createdAt: new Date(u.createdAt.getTime() + DAY) });
    if (u.email.startsWith('invited')) entries.push({ userId: u.id, actorId: manager, action: 'update', changes: { traffic_channel: { from: null, to: 'seo' } }, ip: '203.0.113.11', createdAt: new Date(u.createdAt.getTime() + 2 * DAY) });
    return entries;
  });
  await tx.insert(userChanges).values(history);
  const commented = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate3@example.com'));
  if (commented[0]) await tx.update(users).set({ comment: 'Strong SEO partner; pays attention to EPC.' }).where(eq(users.id, commented[0].id));
}
