import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { inArray } from 'drizzle-orm';
import { WORKSPACE_FEATURES } from '../../../domain/permissions/features';
import { DEFAULT_GENERAL_SETTINGS, DEFAULT_REFERRAL_PROGRAM } from '../../../domain/settings/systemSettings';
import { settings } from '../../db/schema';
import { DEMO_WORKSPACE_FEATURES } from '../../db/seedSettings';
import { demoIds, withFeature, withStoredKeys, type DemoIds } from '../../../test/permissionToggles';
import { SETTING_KEYS } from './settingsRepository';

const t = serverAppPerFile();
let admin: string;
let ids: DemoIds;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  ids = await demoIds(t);
});

const read = async (query = '') => t.call('GET', `/api/admin/settings/config${query}`, { cookie: admin });
const data = async (res: Response) => (await res.json()).data;
const put = (section: string, body: unknown) => t.call('PUT', `/api/admin/settings/config/batch-update/${section}`, { cookie: admin, body });
const general = async () => (await data(await read()))['general-settings'];

describe('GET /settings/config (R319, R321, R327)', () => {
  it('answers every section with every system setting', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    const config = await data(res);
    expect(Object.keys(config)).toEqual(['general-settings', 'default-referral-program', 'fraud-detection']);
    expect(config['general-settings']).toEqual({
      registration_type_id: 1,
      default_payment_terms_id: 0,
      system_commission_threshold: 0,
      default_affiliate_manager_id: ids.manager,
      default_advertiser_id: 1,
      workspace_features: [...DEMO_WORKSPACE_FEATURES],
      fallback_url: '',
      network_legal_name: '',
      network_address: '',
      time_zone: 'UTC',
    });
    expect(config['default-referral-program']).toEqual({ status: 1, reward_type_id: 1, reward_value: 5 });
  });

  it('takes the sections wanted as query parameters', async () => {
    expect(Object.keys(await data(await read('?section=general-settings')))).toEqual(['general-settings']);
    expect(Object.keys(await data(await read('?section[0]=default-referral-program')))).toEqual(['default-referral-program']);
    expect(Object.keys(await data(await read('?section=general-settings,default-referral-program')))).toHaveLength(2);
    const bad = await read('?section=themes');
    expect(bad.status).toBe(422);
    expect((await bad.json())[0].field).toBe('section');
  });

  it('answers the defaults of a fresh install (R322–R326)', async () => {
    const db = t.database.db;
    const saved = await db.select().from(settings).where(inArray(settings.key, Object.values(SETTING_KEYS)));
    await db.delete(settings).where(inArray(settings.key, Object.values(SETTING_KEYS)));
    try {
      const config = await data(await read());
      expect(config['general-settings']).toEqual(DEFAULT_GENERAL_SETTINGS);
      expect(config['general-settings']).toMatchObject({
        registration_type_id: 1,
        default_payment_terms_id: 0,
        system_commission_threshold: 0,
        default_affiliate_manager_id: 1,
        default_advertiser_id: 1,
      });
      expect(config['default-referral-program']).toEqual(DEFAULT_REFERRAL_PROGRAM);
    } finally {
      await db.insert(settings).values(saved);
    }
  });

  it('is for administrators only', async () => {
    const res = await t.call('GET', '/api/manager/settings/config', { cookie: await t.cookieFor('manager') });
    expect(res.status).toBe(403);
  });
});

describe('PUT /settings/config/batch-update/general-settings (R328, R331, R332)', () => {
  it('saves the fields sent and keeps the others', async () => {
    const res = await put('general-settings', { system_commission_threshold: 150.5, default_payment_terms_id: 30 });
    expect(res.status).toBe(200);
    expect(await data(res)).toMatchObject({ system_commission_threshold: 150.5, default_payment_terms_id: 30, default_advertiser_id: 1 });
    expect(await general()).toMatchObject({ system_commission_threshold: 150.5, default_payment_terms_id: 30, registration_type_id: 1 });
  });

  it.each([2, 3, 1])('sets registration type %i', async (type) => {
    expect((await put('general-settings', { registration_type_id: type })).status).toBe(200);
    expect((await general()).registration_type_id).toBe(type);
  });

  it('refuses a registration type whose key the admin lacks, but keeps the current one without it', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => held.filter((k) => k !== 'UI_Registration_Type_Closed' && k !== 'UI_Registration_Type_Open'), async () => {
      const res = await put('general-settings', { registration_type_id: 3 });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual([{ field: 'registration_type_id', message: 'You may not choose this registration type.' }]);
      expect((await put('general-settings', { registration_type_id: 1 })).status).toBe(200);
    });
    expect((await general()).registration_type_id).toBe(1);
  });

  it('switches workspace features on and off', async () => {
    const without = WORKSPACE_FEATURES.filter((f) => f !== 'crg');
    expect((await put('general-settings', { workspace_features: [...without, 'crg', 'crg'].reverse() })).status).toBe(200);
    expect((await general()).workspace_features).toEqual([...WORKSPACE_FEATURES]);
    await put('general-settings', { workspace_features: without });
    expect((await general()).workspace_features).not.toContain('crg');
    const workspace = await data(await t.call('GET', '/api/affiliate/settings/workspace', { cookie: await t.cookieFor('affiliate') }));
    expect(workspace).toEqual({ workspace_features: without, registration_type_id: 1 });
    await put('general-settings', { workspace_features: [...DEMO_WORKSPACE_FEATURES] });
  });

  it('validates every field and changes nothing when one is wrong', async () => {
    const before = await general();
    const res = await put('general-settings', {
      registration_type_id: 7,
      default_payment_terms_id: -1,
      system_commission_threshold: 1.234,
      default_advertiser_id: 0,
      workspace_features: ['nope'],
      surprise: 1,
    });
    expect(res.status).toBe(422);
    const fields = (await res.json()).map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(
      ['body', 'default_advertiser_id', 'default_payment_terms_id', 'registration_type_id', 'system_commission_threshold', 'workspace_features.0'].sort(),
    );
    expect(await general()).toEqual(before);
  });

  it('takes JSON numbers only: [5], "2", "0x10", "1e3" and true are refused on their field, and change nothing', async () => {
    const before = await general();
    for (const value of [[2], '2', '0x10', '1e3', true, { id: 2 }, [[2]]]) {
      const res = await put('general-settings', { registration_type_id: value, default_payment_terms_id: value, system_commission_threshold: value, default_advertiser_id: value });
      expect(res.status).toBe(422);
      const fields = (await res.json()).map((e: { field: string }) => e.field).sort();
      expect(fields).toEqual(['default_advertiser_id', 'default_payment_terms_id', 'registration_type_id', 'system_commission_threshold']);
    }
    expect(await general()).toEqual(before);
    expect((await put('general-settings', { default_payment_terms_id: 16 })).status).toBe(200);
    expect((await general()).default_payment_terms_id).toBe(16);
  });

  it('takes a manager (or admin) as default affiliate manager, nobody else', async () => {
    const affiliate = await put('general-settings', { default_affiliate_manager_id: ids.affiliate });
    expect(affiliate.status).toBe(422);
    expect((await affiliate.json())[0].field).toBe('default_affiliate_manager_id');
    expect((await put('general-settings', { default_affiliate_manager_id: 999999 })).status).toBe(422);
    expect((await put('general-settings', { default_affiliate_manager_id: ids.manager })).status).toBe(200);
  });
});

describe('PUT /settings/config/batch-update/default-referral-program (R329)', () => {
  it('saves the section', async () => {
    const res = await put('default-referral-program', { reward_type_id: 4, reward_value: 25 });
    expect(res.status).toBe(200);
    expect((await data(await read()))['default-referral-program']).toEqual({ status: 1, reward_type_id: 4, reward_value: 25 });
  });

  it('refuses a percentage over 100 and unknown values', async () => {
    await put('default-referral-program', { reward_type_id: 1 });
    expect((await put('default-referral-program', { reward_value: 150 })).status).toBe(422);
    expect((await put('default-referral-program', { status: 0 })).status).toBe(422);
  });

  it('answers 403 while the referral program is switched off', async () => {
    await withFeature(t, 'referral_program', false, async () => {
      expect((await put('default-referral-program', { reward_value: 1 })).status).toBe(403);
    });
  });

  it('has no other sections', async () => {
    expect((await put('themes', {})).status).toBe(404);
  });
});
