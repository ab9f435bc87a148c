import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { withFeature } from '../../../test/permissionToggles';
import { usersHelpers, type Data } from './testing.test-utils';

// Lead status on affiliates and requests (spec 4 §5): set in batches, read back as history from the change log.
const t = serverAppPerFile();
const h = usersHelpers(t);
const ids = { admin: 0, manager: 0, mine: 0, notMine: 0, request: 0 };
const cookies = { admin: '', manager: '' };

interface History {
  id: number;
  lead_status: string;
  history: { id: number; created_at: string; action: string; from: string | null; to: string | null; actor: { id: number; name: string } | null }[];
}

beforeAll(async () => {
  for (const k of ['admin', 'manager'] as const) ids[k] = await h.idOf(`${k}@example.com`);
  ids.mine = await h.idOf('affiliate@example.com');
  ids.notMine = await h.idOf('affiliate2@example.com');
  const db = t.database.db;
  await db.update(users).set({ managerId: ids.manager, leadStatus: 'new' }).where(eq(users.id, ids.mine));
  await db.update(users).set({ managerId: ids.admin, leadStatus: 'new' }).where(eq(users.id, ids.notMine));
  const [request] = await db
    .insert(users)
    .values({ email: 'lead-request@example.com', passwordHash: 'x', userType: 2, registrationStatus: 0, statusId: 0, managerId: ids.manager })
    .returning({ id: users.id });
  ids.request = request!.id;
  cookies.admin = await t.cookieFor('admin');
  cookies.manager = await t.cookieFor('manager');
});

const setOn = (who: 'admin' | 'manager', list: 'affiliates' | 'affiliate-requests', body: unknown) =>
  t.call('POST', `/api/${who}/user_profiles/${list}/batch-set-lead-status`, { cookie: cookies[who], body });
const historyOf = (who: 'admin' | 'manager', id: number) => t.call('GET', `/api/${who}/user_profiles/${id}/lead-status-history`, { cookie: cookies[who] });
const readHistory = async (who: 'admin' | 'manager', id: number) => (await h.json<Data<History>>(await historyOf(who, id))).data;

describe('lead status on affiliates', () => {
  it('is set in batch and read back as history: who, when, from → to, newest first', async () => {
    const first = await setOn('admin', 'affiliates', { ids: [ids.mine, ids.notMine], lead_status: 'call_again' });
    expect(first.status).toBe(200);
    expect((await h.json<Data<unknown>>(first)).data).toEqual({ ids: [ids.mine, ids.notMine], count: 2 });
    expect((await setOn('manager', 'affiliates', { ids: [ids.mine], lead_status: 'no_answer' })).status).toBe(200);
    const read = await readHistory('manager', ids.mine);
    expect(read).toMatchObject({ id: ids.mine, lead_status: 'no_answer' });
    expect(read.history.map((e) => [e.from, e.to, e.actor?.id, e.action])).toEqual([
      ['call_again', 'no_answer', ids.manager, 'update'],
      ['new', 'call_again', ids.admin, 'update'],
    ]);
    expect(read.history[0]!.actor!.name).not.toBe('');
    expect(Date.parse(read.history[0]!.created_at)).not.toBeNaN();
    // the same status again changes nothing and adds no history
    await setOn('manager', 'affiliates', { ids: [ids.mine], lead_status: 'no_answer' });
    expect((await readHistory('manager', ids.mine)).history).toHaveLength(2);
    // the affiliates list filters by it
    const listed = await t.call('POST', '/api/admin/user_profiles/affiliates/list', { cookie: cookies.admin, body: { lead_status: 'no_answer', per_page: 100 } });
    const rows = (await h.json<Data<{ id: number; lead_status: string }[]>>(listed)).data;
    expect(rows.map((r) => r.id)).toContain(ids.mine);
    expect(rows.every((r) => r.lead_status === 'no_answer')).toBe(true);
  });

  it('on a request: the bulk action and the approval both show in its history', async () => {
    expect((await setOn('manager', 'affiliate-requests', { ids: [ids.request], lead_status: 'emailed' })).status).toBe(200);
    expect((await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-approve', { cookie: cookies.admin, body: { ids: [ids.request] } })).status).toBe(200);
    const read = await readHistory('manager', ids.request);
    expect(read.lead_status).toBe('approved');
    expect(read.history.map((e) => [e.from, e.to, e.action])).toEqual([
      ['emailed', 'approved', 'approve'],
      ['new', 'emailed', 'update'],
    ]);
  });

  it('keeps a manager to their own affiliates, and answers bad input with 422', async () => {
    const refused = await setOn('manager', 'affiliates', { ids: [ids.notMine], lead_status: 'declined' });
    expect(refused.status).toBe(422);
    expect((await h.user(ids.notMine)).leadStatus).toBe('call_again');
    expect((await historyOf('manager', ids.notMine)).status).toBe(404);
    // only affiliates have a lead status
    expect((await historyOf('admin', ids.manager)).status).toBe(404);
    const bad = await setOn('admin', 'affiliates', { ids: [ids.mine], lead_status: 'maybe' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual([expect.objectContaining({ field: 'lead_status' })]);
    expect((await setOn('admin', 'affiliates', { ids: [], lead_status: 'new' })).status).toBe(422);
    expect((await setOn('admin', 'affiliates', { lead_status: 'new' })).status).toBe(422);
    expect((await historyOf('admin', 0)).status).toBeGreaterThanOrEqual(400);
    expect((await h.user(ids.mine)).leadStatus).toBe('no_answer');
  });

  it('is gated by the lead_status feature: off, its calls answer 403', async () => {
    await withFeature(t, 'lead_status', false, async () => {
      expect((await setOn('admin', 'affiliates', { ids: [ids.mine], lead_status: 'new' })).status).toBe(403);
      expect((await setOn('admin', 'affiliate-requests', { ids: [ids.mine], lead_status: 'new' })).status).toBe(403);
      expect((await historyOf('admin', ids.mine)).status).toBe(403);
    });
    expect((await historyOf('admin', ids.mine)).status).toBe(200);
  });
});
