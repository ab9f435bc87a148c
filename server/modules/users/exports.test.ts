import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdfText';
import { serverAppPerFile } from '../../../test/serverTest';
import { csvLine } from './exportStream';
import { pdfStream } from './pdfExport';
import { usersHelpers, type Data } from './testing.test-utils';

const t = serverAppPerFile();
let admin: string;
const h = usersHelpers(t);
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  const id = await h.idOf('affiliate9@example.com');
  await t.call('PATCH', `/api/admin/user_profiles/${id}`, { cookie: admin, body: { last_name: 'Exported, "quoted"' } });
  await t.call('PUT', `/api/admin/user_profiles/user-accounts/${id}/comment`, { cookie: admin, body: { comment: '=HYPERLINK()' } });
});

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

  it('answers the names of the managers an entry names beside their ids', async () => {
    const id = await h.idOf('affiliate8@example.com');
    const other = await t.call('POST', '/api/admin/user_profiles', {
      cookie: admin,
      body: { email: 'mia.manager@example.com', first_name: 'Mia', last_name: 'Manager', password: 'password-123', password_confirmation: 'password-123', user_type: 1 },
    });
    expect(other.status).toBe(201);
    const mia = await h.idOf('mia.manager@example.com');
    expect((await t.call('PATCH', `/api/admin/user_profiles/${id}`, { cookie: admin, body: { manager_id: mia } })).status).toBe(200);
    const { data } = await h.json<Data<{ changes: Record<string, { from: unknown; to: unknown }>; names: Record<string, string> }[]>>(
      await t.call('POST', `${M}/user-change-log/list`, { cookie: admin, body: { user_id: id } }),
    );
    const { from, to } = data[0]!.changes.manager_id!;
    expect(to).toBe(mia);
    expect(data[0]!.names).toMatchObject({ [String(from)]: expect.any(String), [String(mia)]: 'Mia Manager' });
    expect(Object.keys(data[0]!.names)).toHaveLength(2);
  });
});

describe('exports', () => {
  it('streams the change log as user-changes-log.csv', async () => {
    const res = await t.call('POST', `${M}/user-change-log/export-csv`, { cookie: admin, body: { user_id: await h.idOf('affiliate9@example.com') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="user-changes-log.csv"');
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('ID,Created,User ID,User e-mail,Done by (ID),Done by,Action,Changes,IP address');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',Changed,"Last name: ');
    expect(lines[1]).toContain('Exported, ""quoted""');
    expect(lines[2]).toContain('=HYPERLINK()');
  });

  it('quotes CSV fields and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvLine(['a,b', 'say "hi"', '=SUM(A1)', '-12', null, new Date(0)])).toBe(`"a,b","say ""hi""",'=SUM(A1),-12,,1970-01-01T00:00:00.000Z\r\n`);
  });

  it('writes the registration log as registration-log.pdf in an embedded Unicode font, Cyrillic names intact', async () => {
    const created = await t.call('POST', '/api/admin/user_profiles', {
      cookie: admin,
      body: { email: 'ivan.petrov@example.com', first_name: 'Иван', last_name: 'Петров', password: 'password-123', password_confirmation: 'password-123', user_type: 2 },
    });
    expect(created.status).toBe(201);
    const res = await t.call('POST', `${M}/user-change-log/registration-log-export-pdf`, { cookie: admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="registration-log.pdf"');
    const pdf = Buffer.from(await res.arrayBuffer());
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\s+(\d+)/.exec(raw)![1]);
    expect(raw.slice(xref, xref + 4)).toBe('xref');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    const text = pdfText(pdf);
    expect(text[0]).toBe('Registration log');
    const line = text.find((l) => l.includes('ivan.petrov@example.com'));
    expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}#\d+ Иван Петров <ivan\.petrov@example\.com> {2}create {2}by admin@example\.com {2}127\.0\.0\.1$/);
  });

  it('lays the PDF out as it is read: one batch of lines per pull, many pages for a long log', async () => {
    let pulled = 0;
    async function* batches() {
      for (let b = 0; b < 20; b++) {
        pulled++;
        yield Array.from({ length: 100 }, (_, i) => `строка ${b * 100 + i} Ёжик`);
      }
    }
    const stream = pdfStream('Long log', batches(), { compress: false });
    const reader = stream.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!).toString('latin1').startsWith('%PDF-')).toBe(true);
    expect(pulled).toBeLessThan(20);
    const chunks = [Buffer.from(first.value!)];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(Buffer.from(next.value));
    const pdf = Buffer.concat(chunks);
    expect(pulled).toBe(20);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(10);
    const text = pdfText(pdf);
    expect(text).toContain('строка 0 Ёжик');
    expect(text).toContain('строка 1999 Ёжик');
  });

  it('exports registration stats as registration-stats.csv with one row per registration in the period', async () => {
    const res = await t.call('POST', `${M}/registration-stats/export-csv`, { cookie: admin, body: { q: 'affiliate9@' } });
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="registration-stats.csv"');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d+,affiliate9@example\.com,/);
    expect((await t.call('POST', `${M}/registration-stats/export-csv`, { cookie: admin, body: { period_type: 'never' } })).status).toBe(422);
  });

  it('exports the grouped rows the screen shows when a group_by is given', async () => {
    const body = { group_by: 'month', period_type: 'last_year' };
    const { data } = await h.json<Data<{ period: string; registrations: number; email_confirmed: number; pending: number; approved: number; declined: number }[]>>(
      await t.call('POST', '/api/admin/user_profiles/registration-stats/list', { cookie: admin, body }),
    );
    expect(data.length).toBeGreaterThan(0);
    const res = await t.call('POST', `${M}/registration-stats/export-csv`, { cookie: admin, body });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="registration-stats-by-month.csv"');
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Period,Registrations,E-mail confirmed,Pending,Approved,Declined');
    expect(lines.slice(1)).toEqual(data.map((r) => [r.period, r.registrations, r.email_confirmed, r.pending, r.approved, r.declined].join(',')));
    expect((await t.call('POST', `${M}/registration-stats/export-csv`, { cookie: admin, body: { group_by: 'year' } })).status).toBe(422);
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
