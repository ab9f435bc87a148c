import { describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../test/serverTest';

/**
 * The guards in front of every endpoint refuse through the one error path: each refusal is the
 * usual `{ success: false, message }` with its status, and the refused change is not made.
 */
const t = serverAppPerFile();
const LANGUAGES = '/api/admin/dictionary/languages';

async function languageCount(cookie: string) {
  const response = await t.call('POST', `${LANGUAGES}/list`, { cookie, body: { per_page: 100 } });
  expect(response.status).toBe(200);
  return Number(response.headers.get('X-Pagination-Total-Count'));
}

describe('guard refusals', () => {
  it('a change without X-Requested-With, or from another origin, is refused with 403 and changes nothing', async () => {
    const cookie = await t.cookieFor('admin');
    const before = await languageCount(cookie);
    const body = JSON.stringify({ name: 'Nederlands', system_name: 'nl' });
    const bare = await t.app.request(`http://localhost${LANGUAGES}`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ success: false, message: 'Missing X-Requested-With header.' });
    const foreign = await t.call('POST', LANGUAGES, { cookie, body: JSON.parse(body), headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ success: false, message: 'Cross-origin request refused.' });
    expect(await languageCount(cookie)).toBe(before);
  });

  it('no session is 401, another role’s area and a missing key are 403, each with its message', async () => {
    const anonymous = await t.call('GET', '/api/admin/me');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, message: 'Not signed in.' });
    const manager = await t.cookieFor('manager');
    const elsewhere = await t.call('POST', `${LANGUAGES}/list`, { cookie: manager, body: {} });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toEqual({ success: false, message: 'This area belongs to another role.' });
  });
});
