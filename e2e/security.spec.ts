import { totpCode } from '../server/auth/totp';
import { expect, signIn, test } from './fixtures';
import { overflowOf } from './screenChecks';

// A manager no other journey signs in as: their second factor stays on for the rest of the run.
const EMAIL = 'manager3@example.com';

test.describe('two-factor sign-in', () => {
  test('a manager enrols with the key from the security page, then signs in with a generated code', async ({ page }) => {
    await signIn(page, EMAIL);
    await page.waitForURL('**/manager/d/**');
    const me = (await (await page.request.get('/api/manager/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()).data;
    await page.getByRole('button', { name: `${me.first_name} ${me.last_name}` }).click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('img', { name: 'QR code of your two-factor key' })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    await page.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

    // a new browser session: the password alone no longer opens the account
    await page.context().clearCookies();
    await signIn(page, EMAIL);
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is not valid.')).toBeVisible();
    // the step after the one used at enrolment (a used step is a replay)
    await code.fill(totpCode(secret, new Date(Date.now() + 30_000)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/manager/d/**');
    await expect(page.getByRole('heading', { name: /dashboard/i }).first()).toBeVisible();
  });
});

test.describe('view as user', () => {
  test('an admin views the demo affiliate’s app as they see it, cannot change anything, and ends the view', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com');
    const list = await page.request.post('/api/admin/user_profiles/list', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { q: 'affiliate@example.com' } });
    const id = (await list.json()).data[0].id;
    await page.goto(`/admin/d/user-operations/all-users/${id}/show/actions`);
    await page.getByRole('button', { name: 'View as this user' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /yes/i }).click();
    await page.waitForURL('**/affiliate/d/**');
    await expect(page.getByText(/You are viewing the app of .* as they see it/)).toBeVisible();
    // the API refuses a change made in the view
    const change = await page.request.put('/api/affiliate/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { first_name: 'Changed' } });
    expect(change.status()).toBe(403);
    await page.getByRole('button', { name: 'End view' }).click();
    await page.waitForURL(`**/admin/d/user-operations/all-users/${id}/show`);
    await expect(page.getByText(/You are viewing the app of/)).toHaveCount(0);
  });
});

test.describe('the API reference', () => {
  test('an affiliate on a phone finds the call that sends a lead, with its scopes and body fields, from the security page', async ({ page, openAs }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openAs(page, 'affiliate@example.com', { path: '/affiliate/d/security' });
    await page.getByRole('link', { name: 'API reference: every call your key may make' }).click();
    await expect(page.getByRole('heading', { name: 'API reference', level: 2 })).toBeVisible();
    await expect(page.getByText('/api/affiliate/campaigns/list')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search calls' }).fill('send a lead');
    await expect(page.getByText('/api/affiliate/campaigns/list')).toHaveCount(0);
    const call = page.getByRole('button', { name: /\/api\/v1\/leads.*Send a lead/ });
    await expect(call).toContainText('leads');
    await call.click();
    const body = page.getByRole('table', { name: 'Body (JSON)' }).first();
    await expect(body.getByRole('row', { name: /offer_id/ })).toContainText('yes');
    await expect(body.getByRole('row', { name: /^phone/ })).toContainText('at most 40 characters');
    // the page fits the phone: nothing scrolls sideways
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', { name: 'Download the OpenAPI document' })).toHaveAttribute('href', '/api/v1/openapi.json');
  });
});
