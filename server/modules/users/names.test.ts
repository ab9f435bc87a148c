import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { findUserByEmail } from './userRepository';

const t = serverAppPerFile();
let admin: string;
let id: number;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  id = (await findUserByEmail(t.database.db, 'affiliate11@example.com'))!.id;
});

const fieldsOf = async (res: Response) => ((await res.json()) as { field: string }[]).map((e) => e.field).sort();

describe('names are required and trimmed on every endpoint', () => {
  it('PATCH /user_profiles/{id} refuses an empty or blank name with 422 on the field, and changes nothing', async () => {
    const before = (await findUserByEmail(t.database.db, 'affiliate11@example.com'))!;
    const res = await t.call('PATCH', `/api/admin/user_profiles/${id}`, { cookie: admin, body: { first_name: '', last_name: '   ' } });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toEqual(['first_name', 'last_name']);
    const after = (await findUserByEmail(t.database.db, 'affiliate11@example.com'))!;
    expect([after.firstName, after.lastName]).toEqual([before.firstName, before.lastName]);
  });

  it('PATCH stores a name trimmed', async () => {
    expect((await t.call('PATCH', `/api/admin/user_profiles/${id}`, { cookie: admin, body: { first_name: '  Zoe  ' } })).status).toBe(200);
    expect((await findUserByEmail(t.database.db, 'affiliate11@example.com'))!.firstName).toBe('Zoe');
  });

  it('PUT /me and POST /user_profiles refuse blank names', async () => {
    const me = await t.call('PUT', '/api/manager/me', { cookie: await t.cookieFor('manager'), body: { last_name: ' ' } });
    expect(me.status).toBe(422);
    expect(await fieldsOf(me)).toEqual(['last_name']);
    const created = await t.call('POST', '/api/admin/user_profiles', {
      cookie: admin,
      body: { email: 'blank@example.com', first_name: ' ', last_name: 'X', user_type: 2, password: 'long-enough-1', password_confirmation: 'long-enough-1' },
    });
    expect(created.status).toBe(422);
    expect(await fieldsOf(created)).toEqual(['first_name']);
  });
});
