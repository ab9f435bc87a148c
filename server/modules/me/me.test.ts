import { describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { findUserByEmail } from '../users/userRepository';

const t = serverAppPerFile();

describe('GET /{role}/me/ (R25, R28–R34)', () => {
  it.each([
    ['admin', 0],
    ['manager', 1],
    ['affiliate', 2],
  ] as const)('answers the %s user info with its defaults', async (role, userType) => {
    const cookie = await t.cookieFor(role);
    const res = await t.call('GET', `/api/${role}/me/`, { cookie });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'id', 'email', 'full_name', 'user_type', 'registration_completed', 'commission_threshold', 'time_zone',
        'permissions', 'email_notifications', 'alert_notifications', 'language', 'commission_type_id',
      ]),
    );
    expect(data).toMatchObject({
      email: `${role}@example.com`,
      user_type: userType,
      commission_threshold: 0,
      time_zone: 'UTC',
      email_notifications: ['country_capacity_reached', 'tracking_domain_removed'],
      alert_notifications: [],
      language: 'en',
      commission_type_id: 1,
    });
    expect(data.full_name).toBe(`${data.first_name} ${data.last_name}`);
    expect(Array.isArray(data.permissions)).toBe(true);
  });
});

describe('PUT /{role}/me (R40)', () => {
  it('saves the profile and GET /me/ shows it', async () => {
    const cookie = await t.cookieFor('manager');
    const res = await t.call('PUT', '/api/manager/me', {
      cookie,
      body: { first_name: 'Mira', last_name: 'Stone', time_zone: 'Asia/Kolkata', language: 'ru', email_notifications: ['tracking_domain_removed'] },
    });
    expect(res.status).toBe(200);
    const me = (await (await t.call('GET', '/api/manager/me/', { cookie })).json()).data;
    expect(me).toMatchObject({ full_name: 'Mira Stone', time_zone: 'Asia/Kolkata', language: 'ru', email_notifications: ['tracking_domain_removed'] });
  });

  it('refuses an unknown time zone and language with 422 and changes nothing', async () => {
    const cookie = await t.cookieFor('affiliate');
    const res = await t.call('PUT', '/api/affiliate/me', { cookie, body: { first_name: 'Changed', time_zone: 'Mars/Olympus', language: 'xx' } });
    expect(res.status).toBe(422);
    const fields = (await res.json()).map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['language', 'time_zone']);
    const me = (await (await t.call('GET', '/api/affiliate/me/', { cookie })).json()).data;
    expect(me.first_name).toBe('Alex');
    expect(me.time_zone).toBe('UTC');
  });

  it('writes nothing for a body that names no field of the profile', async () => {
    const cookie = await t.cookieFor('manager');
    const stamp = async () => (await findUserByEmail(t.database.db, 'manager@example.com'))!.updatedAt.getTime();
    const before = await stamp();
    for (const body of [{}, { nickname: 'x' }, null]) {
      const res = await t.call('PUT', '/api/manager/me', { cookie, body: body ?? '' });
      expect(res.status).toBe(200);
      expect((await res.json()).data).toMatchObject({ email: 'manager@example.com', user_type: 1 });
    }
    expect(await stamp()).toBe(before);
  });

  it('does not let a profile save change the e-mail, type or permissions', async () => {
    const cookie = await t.cookieFor('affiliate');
    const res = await t.call('PUT', '/api/affiliate/me', { cookie, body: { email: 'x@evil.example', user_type: 0, permissions: ['UI_Everything'] } });
    expect(res.status).toBe(200);
    const me = (await res.json()).data;
    expect(me).toMatchObject({ email: 'affiliate@example.com', user_type: 2 });
    expect(me.permissions).not.toContain('UI_Everything');
  });
});
