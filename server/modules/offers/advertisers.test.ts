import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

type Advertiser = { id: number; email: string; postback_token: string | null; postback_url: string | null; has_postback_token: boolean };

describe('advertisers', () => {
  it('shows an advertiser’s postback URL with their token, and a regenerated token replaces it', async () => {
    const listed = (await (await t.call('POST', '/api/admin/advertisers/list', { cookie: admin, body: {} })).json()) as { data: Advertiser[] };
    const withToken = listed.data.find((a) => a.has_postback_token)!;
    expect(withToken).toBeDefined();
    const one = (await (await t.call('GET', `/api/admin/advertisers/${withToken.id}`, { cookie: admin })).json()) as { data: Advertiser };
    expect(one.data.postback_url).toContain(`token=${one.data.postback_token}`);
    expect(one.data.postback_url).toMatch(/\/postback\?click_id=\{click_id\}&action=lead/);
    const regenerated = (await (await t.call('POST', `/api/admin/advertisers/${withToken.id}/postback-token`, { cookie: admin })).json()) as { data: { postback_token: string } };
    expect(regenerated.data.postback_token).not.toBe(one.data.postback_token);
    const after = (await (await t.call('GET', `/api/admin/advertisers/${withToken.id}`, { cookie: admin })).json()) as { data: Advertiser };
    expect(after.data.postback_url).toContain(`token=${regenerated.data.postback_token}`);
  });

  it('answers 404 for an id that is not an advertiser', async () => {
    expect((await t.call('GET', '/api/admin/advertisers/1', { cookie: admin })).status).toBe(404);
  });
});
