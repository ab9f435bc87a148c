import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/serverApp';
import { csvLine } from './exportStream';
import { usersHelpers, type Data } from './testing.test-utils';

let t: TestApp;
let admin: string;
let h: ReturnType<typeof usersHelpers>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.cookieFor('admin');
  h = usersHelpers(t);
  const id = await h.idOf('affiliate9@example.com');
  await t.call('PATCH', `/api/admin/user_profiles/${id}`, { cookie: admin, body: { last_name: 'Exported, "quoted"' } });
  await t.call('PUT', `/api/admin/user_profiles/user-accounts/${id}/comment`, { cookie: admin, body: { comment: '=HYPERLINK()' } });
});
afterAll(() => t.close());

const M = '/api/admin/user-management';

describe('POST /user-management/user-change-log/list', () => {
  it('lists entries newest first, filtered by user', async () => {
    const id = await h.idOf('affiliate9@example.com');
    const res = await t.call('POST', `${M}/user-change-log/list`, { cookie: admin, body: { user_id: id } });
    expect(res.status).toBe(200);
    const { data } = await h.json<Data<{ user_id: number; fields: string[]; user_email: string; actor_email: string; ip: string }[]>>(res);
    expect(data.map((e) => e.fields)).toEqual([['comment'], ['last_name']]);
    expect(data[0]).toMatchObject({ user_id: id, user_email: 'affiliate9@example.com', actor_email: 'admin@example.com', ip: '127.0.0.1' });
    expect((await t.call('POST', `${M}/user-change-log/list`, { cookie: admin, body: { user_id: 'x' } })).status).toBe(422);
  });
});

describe('exports', () => {
  it('streams the change log as user-changes-log.csv', async () => {
    const res = await t.call('POST', `${M}/user-change-log/export-csv`, { cookie: admin, body: { user_id: await h.idOf('affiliate9@example.com') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="user-changes-log.csv"');
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,user_id,user_email,actor_id,actor_email,action,changes,ip');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"last_name: ');
    expect(lines[1]).toContain('Exported, \\""quoted\\""');
    expect(lines[2]).toContain('=HYPERLINK()');
  });

  it('quotes CSV fields and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvLine(['a,b', 'say "hi"', '=SUM(A1)', '-12', null, new Date(0)])).toBe(`"a,b","say ""hi""",'=SUM(A1),-12,,1970-01-01T00:00:00.000Z\r\n`);
  });

  it('writes the registration log as registration-log.pdf', async () => {
    const res = await t.call('POST', `${M}/user-change-log/registration-log-export-pdf`, { cookie: admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="registration-log.pdf"');
    const bytes = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(bytes)![1]);
    expect(bytes.slice(xref, xref + 4)).toBe('xref');
    expect(bytes).toContain('(Registration log)');
  });

  it('exports registration stats as registration-stats.csv with one row per registration in the period', async () => {
    const res = await t.call('POST', `${M}/registration-stats/export-csv`, { cookie: admin, body: { q: 'affiliate9@' } });
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="registration-stats.csv"');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d+,affiliate9@example\.com,/);
    expect((await t.call('POST', `${M}/registration-stats/export-csv`, { cookie: admin, body: { period_type: 'never' } })).status).toBe(422);
  });

  it('keeps a manager to their own affiliates', async () => {
    const manager = await t.cookieFor('manager');
    const res = await t.call('POST', '/api/manager/user-management/registration-stats/export-csv', { cookie: manager, body: { per_page: 500 } });
    const text = await res.text();
    const managerId = await h.idOf('manager@example.com');
    const { data } = await h.json<Data<{ email: string; manager_id: number }[]>>(await t.call('POST', '/api/admin/user_profiles/registration-stats/list', { cookie: admin, body: { per_page: 500 } }));
    for (const row of data) expect(text.includes(`,${row.email},`)).toBe(row.manager_id === managerId);
  });
});
