import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { CommissionType } from '../../../domain/enums/commission';
import { ChannelType, TrafficSource } from '../../../domain/enums/traffic';

const t = serverAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const get = async (path: string, cookie = admin, role = 'admin') => {
  const res = await t.call('GET', `/api/${role}/dictionary/${path}`, { cookie });
  return { status: res.status, body: await res.json() };
};

describe('commission types (R235, R236)', () => {
  it('lists the commission types of domain/enums, each with an id', async () => {
    const { status, body } = await get('commission-types');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: CommissionType.items.map((i) => ({ id: i.value, code: i.key, name: i.label.en })),
    });
  });

  it('reads one by id, and answers 404 for an unknown or malformed one', async () => {
    expect((await get('commission-types/1')).body).toEqual({ success: true, data: { id: 1, code: 'CPA', name: 'CPA' } });
    expect((await get('commission-types/2?lang=ru')).body.data).toEqual({ id: 2, code: 'CPL', name: 'CPL' });
    expect((await get('commission-types/99')).status).toBe(404);
    expect((await get('commission-types/x')).status).toBe(404);
  });
});

describe('redirect types (R237, R238)', () => {
  it('lists redirect types with names in the asked language', async () => {
    const en = (await get('redirect-types?lang=en')).body.data;
    expect(en.map((r: { code: string }) => r.code)).toEqual(['301', '302', 'meta_refresh', 'double_meta_refresh', 'js']);
    expect(en[0]).toEqual({ id: 1, code: '301', name: 'Permanent redirect (301)' });
    const ru = (await get('redirect-types?lang=ru')).body.data;
    expect(ru[0]).toEqual({ id: 1, code: '301', name: 'Постоянное перенаправление (301)' });
  });

  it('reads one by id', async () => {
    expect((await get('redirect-types/5')).body.data).toEqual({ id: 5, code: 'js', name: 'JavaScript redirect' });
    expect((await get('redirect-types/6')).status).toBe(404);
  });

  it('names things in the user’s own language when no lang is given', async () => {
    const cookie = await t.cookieFor('manager2@example.com');
    expect((await t.call('PUT', '/api/manager/me', { cookie, body: { language: 'ru' } })).status).toBe(200);
    expect((await get('redirect-types/2', cookie, 'manager')).body.data.name).toBe('Временное перенаправление (302)');
  });

  it('refuses an unknown language with 422', async () => {
    const { status, body } = await get('redirect-types?lang=de');
    expect(status).toBe(422);
    expect(body).toEqual([{ field: 'lang', message: 'lang must be en or ru.' }]);
  });

  it('is not for affiliates', async () => {
    expect((await get('redirect-types', await t.cookieFor('affiliate'), 'affiliate')).status).toBe(403);
  });
});

describe('traffic channels (R239)', () => {
  it('lists the channel types of domain/enums in en and ru, each with its traffic source', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const { status, body } = await get(`traffic-channels?lang=${lang}`);
      expect(status).toBe(200);
      expect(body.data.map((c: { code: string; name: string }) => [c.code, c.name])).toEqual(
        ChannelType.items.map((i) => [i.value, i.label[lang]]),
      );
      for (const channel of body.data) expect(TrafficSource.is(channel.traffic_source)).toBe(true);
    }
  });

  it('is readable by affiliates (their traffic channel)', async () => {
    expect((await get('traffic-channels', await t.cookieFor('affiliate'), 'affiliate')).status).toBe(200);
  });
});

describe('countries (R243)', () => {
  it('lists every ISO 3166-1 country with name, alpha_code and country_code, sorted by name', async () => {
    const { status, body } = await get('countries?lang=en');
    expect(status).toBe(200);
    const list = body.data as Array<{ name: string; alpha_code: string; country_code: string }>;
    expect(list.length).toBeGreaterThanOrEqual(249);
    for (const c of list) {
      expect(Object.keys(c).sort()).toEqual(['alpha_code', 'country_code', 'name']);
      expect(c.alpha_code).toMatch(/^[A-Z]{2}$/);
      expect(c.country_code).toMatch(/^\d{3}$/);
    }
    expect(list.find((c) => c.alpha_code === 'DE')).toEqual({ name: 'Germany', alpha_code: 'DE', country_code: '276' });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(new Set(list.map((c) => c.alpha_code)).size).toBe(list.length);
  });

  it('names countries in Russian', async () => {
    const list = (await get('countries?lang=ru')).body.data as Array<{ name: string; alpha_code: string }>;
    expect(list.find((c) => c.alpha_code === 'DE')?.name).toBe('Германия');
    expect(list[0]!.name.localeCompare('Б', 'ru')).toBeLessThan(0);
  });

  it('is readable by every role', async () => {
    for (const role of ['manager', 'affiliate'] as const) {
      expect((await get('countries', await t.cookieFor(role), role)).status).toBe(200);
    }
  });
});
