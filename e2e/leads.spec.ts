import { startBrokerStub } from '../test/brokerStub';
import { expect, test } from './fixtures';
import { affiliateDashboardAroundToday } from './tracking';

// Lead distribution end to end: the admin points a broker integration at a real broker
// (a node:http stub started here; the journey server allows private addresses) and puts it in an
// Active flow for an offer the affiliate runs, through the screens; the affiliate makes an API key
// on their Security page; the affiliate's server sends a lead with it (curl-like) and gets ACCEPTED
// with our autologin link; the broker reports the deposit by the advertiser postback (curl-like);
// the affiliate's dashboard shows the commission and the admin reads the lead's push log — at 375 px
// too, without sideways scrolling.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const DESK = 'Journey stub desk';

test('a lead goes from the affiliate’s API key through a flow to a broker, deposits, and the desk reads its push log', async ({ page, browser, openAs }) => {
  test.setTimeout(150_000); // two forms, a key, a lead, a postback and three screens in one journey
  const stub = await startBrokerStub();
  try {
    // the offer: one the affiliate runs that no Active flow takes yet
    await openAs(page, 'affiliate@example.com', { path: '/affiliate/d/security' });
    const runnable = (await (await page.request.post('/api/affiliate/campaigns/list', { headers: XHR, data: { runnable: true, per_page: 100 } })).json()).data as { id: number; name: string; countries?: string[] }[];
    const mine = runnable.filter((o) => !o.countries?.length || o.countries.includes('GB'));
    const admin = await browser.newPage();
    await openAs(admin, 'admin@example.com', { path: '/admin/d/broker-integrations/create' });
    const flows = (await (await admin.request.post('/api/admin/flows/list', { headers: XHR, data: { per_page: 500 } })).json()).data as { status: number; offer_ids: number[] }[];
    const taken = new Set(flows.filter((f) => f.status === 1).flatMap((f) => f.offer_ids));
    const offer = mine.find((o) => !taken.has(o.id)) ?? mine[0]!;

    // the admin adds the integration pointing at the stub
    await admin.getByLabel(/^Name/).fill(DESK);
    await admin.getByRole('combobox', { name: /^Broker \(advertiser\)/ }).click();
    await admin.getByRole('option').first().click();
    await admin.getByLabel(/^Lead endpoint/).fill(stub.url('/leads'));
    await admin.getByLabel(/^Body template/).fill('{"email":"{email}","country":"{country}"}');
    await admin.getByLabel(/^Success path/).fill('success');
    await admin.getByLabel(/^Lead id path/).fill('lead_id');
    await admin.getByLabel(/^Autologin path/).fill('autologin');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('row').filter({ hasText: DESK })).toBeVisible();

    // and an Active flow for the offer with it
    await admin.goto('/admin/d/flows/create');
    await admin.getByLabel(/^Name/).fill('Journey flow');
    await admin.getByRole('combobox', { name: /^Status/ }).click();
    await admin.getByRole('option', { name: 'Active' }).click();
    await admin.getByRole('combobox', { name: 'Offers' }).fill(offer.name.slice(0, 8));
    await admin.getByRole('option', { name: offer.name }).first().click();
    await admin.getByRole('combobox', { name: 'Add integration' }).click();
    await admin.getByRole('option', { name: DESK }).click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('row').filter({ hasText: 'Journey flow' })).toBeVisible();

    // the affiliate makes a key that may send leads
    await page.getByRole('button', { name: 'New API key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Lead server');
    await dialog.getByRole('combobox', { name: /^Access/ }).click();
    await page.getByRole('option', { name: 'Read and write' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    const key = (await page.getByTestId('api-key-secret').textContent())!.trim();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // and reads how to send leads
    await page.getByRole('link', { name: 'How to send leads through the API' }).click();
    await expect(page.getByText(/^POST .*\/api\/v1\/leads$/)).toBeVisible();

    // the affiliate's server sends a lead (curl-like)
    const sent = await page.request.post('/api/v1/leads', {
      headers: { Authorization: `Bearer ${key}` },
      data: { offer_id: offer.id, first_name: 'Journey', last_name: 'Lead', email: `journey.${Date.now()}@example.org`, phone: '+447911123987', country: 'GB', ip: '81.2.69.142' },
    });
    expect(sent.status()).toBe(201);
    const lead = (await sent.json()).data as { lead_id: string; status: string; autologin_url?: string };
    expect(lead.status).toBe('ACCEPTED');
    expect(lead.autologin_url).toMatch(/\/autologin\/[A-Za-z0-9_-]+$/);
    expect(stub.count).toBe(1);

    // the dashboard's commission before the deposit (over yesterday to tomorrow, as after it)
    await page.goto(affiliateDashboardAroundToday());
    const commission = page.getByTestId('total-Aff_Commission');
    await expect(commission).toBeVisible();
    const before = Number(await commission.getAttribute('data-value'));

    // the broker reports the deposit with the advertiser postback (curl-like), the offer's token
    await admin.goto(`/admin/d/offers/${offer.id}/show/integration`);
    const postback = new URL(await admin.getByLabel('S2S postback URL').inputValue());
    const ftd = new URL('/postback', postback.origin);
    ftd.searchParams.set('lead_id', lead.lead_id);
    ftd.searchParams.set('action', 'ftd');
    ftd.searchParams.set('token', postback.searchParams.get('token') ?? '');
    ftd.searchParams.set('sum', '250');
    ftd.searchParams.set('currency', 'USD');
    const answer = await admin.goto(ftd.toString());
    expect(answer?.status()).toBe(200);
    const deposit = (await answer!.json()).data as { lead_status: string; payable: boolean };
    expect(deposit.lead_status).toBe('FTD');

    // the affiliate's dashboard counts the commission
    await page.reload();
    await expect(commission).toBeVisible();
    if (deposit.payable) await expect.poll(async () => Number(await commission.getAttribute('data-value'))).toBeGreaterThan(before);

    // the admin opens the lead and reads its push log
    await admin.goto(`/admin/d/leads/${lead.lead_id}/show`);
    const log = admin.getByRole('table', { name: 'Push log' });
    await expect(log.getByRole('row').filter({ hasText: DESK })).toContainText('Success (1)');
    await expect(admin.getByRole('list', { name: 'Routing trace' })).toContainText(DESK);
    await log.getByText('Request').first().click();
    await expect(log.locator('pre').first()).toContainText(stub.url('/leads'));

    // at 375 px: the push log is cards and nothing scrolls sideways
    await admin.setViewportSize({ width: 375, height: 812 });
    await admin.reload();
    await expect(admin.getByRole('list', { name: 'Push log' })).toBeVisible();
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // the person asks to be forgotten: the admin erases the lead on the phone, the push log keeps its try without the data
    const email = (await admin.getByText(/^journey\.\d+@example\.org$/).first().textContent()) ?? '';
    expect(email).toMatch(/^journey\./);
    await admin.getByRole('button', { name: 'Erase personal data' }).click();
    const ask = admin.getByRole('dialog', { name: 'Erase this person’s data?' });
    await expect(ask.getByRole('button', { name: 'Erase' })).toBeDisabled();
    await ask.getByLabel('Type ERASE to confirm').fill('ERASE');
    await ask.getByRole('button', { name: 'Erase' }).click();
    await expect(admin.getByText('The personal data is erased.')).toBeVisible();
    await expect(admin.getByText(email)).toHaveCount(0);
    await expect(admin.getByRole('list', { name: 'Push log' })).toBeVisible();
    await admin.close();
  } finally {
    await stub.close();
  }
});
