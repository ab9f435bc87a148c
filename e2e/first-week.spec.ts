import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { pdfText } from '../test/pdfText';
import { expect, signIn, test as base } from './fixtures';
import { renderPdf } from './pdfViewer';
import { startServer, type RunningServer } from './server';

// A network's first week, on a fresh install (SEED=none) and through the screens only: the first
// administrator sets the network up, an affiliate earns a lead, the period closes, the invoice is
// handed in and paid, and one commission reads the same everywhere it is shown.

const ADMIN = { email: 'owner@northwind.example.com', password: 'first-week-admin-1' };
const AFFILIATE = { email: 'ann.partner@example.com', password: 'first-week-partner-1', name: 'Ann Partner' };
const NETWORK = { name: 'Northwind Traffic Ltd', address: '12 Harbour Road, Riga LV-1010' };
const NEWCOMER = { email: 'rob.newcomer@example.com', password: 'first-week-newcomer-1' };
const BANK = { account: '40817810099910004312', iban: 'DE89370400440532013000' };
const DOMAIN = 'week.localhost';
const OFFER = 'Northwind loans';
const GROUP = 'Consumer finance';
const COMMISSION = '10.00';
const LANDING = 'https://apply.northwind-loans.example.com/start';

/** The worker's server is a fresh install of the test's own: no demo workspace, only the first administrator. */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ SEED: 'none', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 360_000 },
  ],
});

/** A browser of its own (cookies, clipboard) for one person. */
async function personPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context.newPage();
}

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The records of a CSV file (RFC 4180 quoting), its byte-order mark and blank lines left out. */
function csvRecords(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!)));
}

/** The words of `text` in order, whatever spaces or line breaks stand between them (the viewer joins table cells either way). */
const inWords = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));

/** The file a click on `control` downloads, as the person's browser saved it. */
async function downloadOf(control: Locator): Promise<Buffer> {
  const [download] = await Promise.all([control.page().waitForEvent('download'), control.click()]);
  return readFileSync((await download.path())!);
}

test('the first week: set up, a lead, the period closed, the invoice paid, one commission everywhere', async ({ page, browser, app }, testInfo) => {
  // about 1.6 min alone on a 2-core machine, and twice that beside two screen sweeps on a slow one
  test.setTimeout(300_000);

  // (1) the first administrator signs in and names the network for its invoices
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin/d/**');
  await page.goto('/admin/d/system-settings');
  const general = page.getByRole('region', { name: 'General' });
  await general.getByLabel('Network legal name (printed on invoices)').fill(NETWORK.name);
  await general.getByLabel('Network address (printed on invoices)').fill(NETWORK.address);
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();

  // (2) a tracking domain (a *.localhost name reaches this server)
  await page.goto('/admin/d/tracking-domains/create');
  await page.getByLabel(/^Domain/).fill(DOMAIN);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tracking domain added')).toBeVisible();

  // (3) the advertiser
  await page.goto('/admin/d/advertisers/create');
  await page.getByLabel(/^E-mail/).fill('partners@northwind-loans.example.com');
  await page.getByLabel(/^First name/).fill('Nora');
  await page.getByLabel(/^Last name/).fill('Lender');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('advertiser-pass-1');
  await page.getByRole('textbox', { name: 'Confirm the password' }).fill('advertiser-pass-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/advertisers\/\d+\/show/);
  // a new advertiser has no postback token: without one their server cannot report conversions
  await expect(page.getByTestId('postback-token')).toHaveText('Not generated yet.');
  await page.getByRole('button', { name: 'Generate token' }).click();
  await expect(page.getByText('Token generated').first()).toBeVisible();
  await expect(page.getByTestId('postback-token')).not.toHaveText('Not generated yet.');

  // (4) the offer: CPA, pays 10 on a lead, 15 of revenue; its group made in place
  await page.goto('/admin/d/offers/create');
  await page.getByLabel(/^Name/).fill(OFFER);
  await pick(page, /^Status/, 'Active');
  await pick(page, /^Access/, 'Public');
  await page.getByRole('combobox', { name: /^Advertiser/ }).fill('partners@');
  await page.getByRole('option', { name: 'partners@northwind-loans.example.com' }).click();
  await page.getByRole('combobox', { name: /^Offer group/ }).fill(GROUP);
  await page.getByRole('option', { name: `Create the group "${GROUP}"` }).click();
  await expect(page.getByRole('combobox', { name: /^Offer group/ })).toHaveValue(GROUP);
  await page.getByLabel(/^Landing URL/).fill(`${LANDING}?click_id={click_id}`);
  await page.getByRole('checkbox', { name: 'Lead' }).check();
  await page.getByLabel(/^Payout per conversion/).fill('10');
  await page.getByLabel(/^Revenue per conversion/).fill('15');
  await page.getByRole('combobox', { name: /^Tracking domain/ }).click();
  await page.getByRole('option', { name: DOMAIN }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Offer created' })).toBeVisible();
  await page.waitForURL(/\/offers\/\d+\/show/);
  const offerId = /offers\/(\d+)\/show/.exec(page.url())![1]!;
  await page.goto(`/admin/d/offers/${offerId}/show/integration`);
  const postbackTemplate = await page.getByLabel('S2S postback URL').inputValue();

  // (5) the affiliate's account, made by the administrator
  await page.goto('/admin/d/user-operations/all-users/create');
  await page.getByLabel(/^E-mail/).fill(AFFILIATE.email);
  await page.getByLabel(/^First name/).fill('Ann');
  await page.getByLabel(/^Last name/).fill('Partner');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(AFFILIATE.password);
  await page.getByRole('textbox', { name: 'Confirm the password' }).fill(AFFILIATE.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/all-users\/\d+\/show/);
  const affiliateAccount = new URL(page.url()).pathname;

  // (6) the affiliate signs in, enters bank details, builds and copies a tracking link
  const affiliate = await personPage(browser, app.url);
  await signIn(affiliate, AFFILIATE.email, AFFILIATE.password);
  await affiliate.waitForURL('**/affiliate/d/**');
  await affiliate.goto('/affiliate/d/profile');
  const bank = affiliate.getByRole('region', { name: 'Bank details' });
  await bank.getByLabel('Account number').fill(BANK.account);
  await bank.getByLabel('IBAN').fill(BANK.iban);
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await expect(affiliate.getByText('Your bank details were saved.')).toBeVisible();

  await affiliate.goto('/affiliate/d/my-offers');
  await affiliate.getByRole('row').filter({ hasText: OFFER }).click();
  await affiliate.getByLabel('p1', { exact: true }).fill('week-one');
  await affiliate.getByRole('button', { name: 'Get link' }).click();
  await expect(affiliate.getByTestId('tracking-link')).toHaveValue(/^http:\/\/week\.localhost/);
  await affiliate.getByRole('button', { name: 'Copy' }).click();
  const link = await affiliate.evaluate(() => navigator.clipboard.readText());

  // (7) a person clicks the link; the advertiser's server reports the lead
  const visitor = await personPage(browser, app.url);
  // the tracker sends the person on to the advertiser's landing page, a host on the internet this
  // machine cannot reach: the redirect itself is what the test reads
  const redirect = visitor.waitForResponse((r) => r.url() === link);
  const landing = visitor.goto(link).catch((e: Error) => e.message);
  expect((await redirect).status()).toBe(302);
  const landedAt = new URL((await redirect).headers().location!);
  expect(await landing).toContain('ERR_NAME_NOT_RESOLVED');
  expect(landedAt.href.startsWith(LANDING)).toBe(true);
  const clickId = landedAt.searchParams.get('click_id')!;
  expect(clickId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const postback = postbackTemplate.replace('{click_id}', clickId).replace('{sum}', '0').replace('{currency}', 'USD').replace('{order_id}', 'NW-LEAD-1');
  await visitor.context().close();
  // the advertiser's server calls the postback URL (a browser of its own resolves *.localhost)
  const advertiserServer = await personPage(browser, app.url);
  const answer = await advertiserServer.goto(postback);
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toMatchObject({ success: true, data: { conversion_id: expect.any(Number) } });
  await advertiserServer.context().close();

  // (8) the commission on the affiliate's dashboard and traffic report, and in its CSV
  await affiliate.goto('/affiliate/d/');
  await expect(affiliate.getByTestId('total-Aff_Commission')).toHaveAttribute('data-value', '10');
  await expect(affiliate.getByTestId('total-Aff_Commission')).toContainText(COMMISSION);
  await affiliate.goto('/affiliate/d/traffic-report');
  await pick(affiliate, 'Period', 'Today');
  await pick(affiliate, 'Group by', 'Offer');
  const reportRow = affiliate.getByRole('table', { name: 'Traffic report' }).getByRole('row', { name: new RegExp(`^Open ${OFFER}`) });
  await expect(reportRow).toContainText(COMMISSION);
  const csv = (await downloadOf(affiliate.getByRole('button', { name: 'Export CSV' }))).toString('utf8');
  const [header, offerLine] = csvRecords(csv);
  expect(offerLine![header!.indexOf('Offer')]).toBe(OFFER);
  expect(Number(offerLine![header!.indexOf('Leads')])).toBe(1);
  expect(Number(offerLine![header!.indexOf('Commission')]).toFixed(2)).toBe(COMMISSION);

  // (9) the administrator closes the affiliate's period now: a payout of the commission
  await page.goto(affiliateAccount);
  await page.getByRole('tab', { name: 'Bank information' }).click();
  await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveValue(BANK.iban);
  await page.getByRole('tab', { name: 'Actions' }).click();
  await page.getByRole('button', { name: 'Force billing period' }).click();
  const force = page.getByRole('dialog', { name: 'Force a billing period' });
  await pick(page, /^Reason/, 'Affiliate request');
  await force.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/payouts\/\d+\/show/);
  const payoutId = /payouts\/(\d+)\/show/.exec(page.url())![1]!;
  // the payout's amount, and its line in the Paid-for card
  await expect(page.getByText(`$${COMMISSION}`, { exact: true })).toHaveCount(2);

  // (10) the affiliate generates the invoice and downloads it
  await affiliate.goto(`/affiliate/d/payouts/${payoutId}/show`);
  await expect(affiliate.getByText(`$${COMMISSION}`, { exact: true }).first()).toBeVisible();
  const invoices = affiliate.getByRole('region', { name: 'Invoices' });
  await invoices.getByRole('button', { name: 'Generate invoice' }).click();
  await expect(affiliate.getByText('Invoice handed in: it waits for moderation').first()).toBeVisible();
  const number = `INV-${payoutId}-1`;
  const pdf = await downloadOf(invoices.getByRole('link', { name: `Download PDF ${number}` }));
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // the glyphs in the file, and the document as Chromium's viewer draws it
  const printed = pdfText(pdf).join('\n');
  const rendered = await renderPdf(browser, pdf, BANK.iban);
  await testInfo.attach('invoice.png', { body: rendered.image, contentType: 'image/png' });
  for (const text of [printed, rendered.text]) {
    for (const expected of [
      `Invoice number: ${number}`,
      `Bill to ${NETWORK.name} ${NETWORK.address}`,
      `Account holder: ${AFFILIATE.name}`,
      `Account number: ${BANK.account}`,
      `IBAN: ${BANK.iban}`,
      // the line item: the offer and the action, one lead at 10.00, 10.00
      `${OFFER} (#${offerId}) · Lead 1 ${COMMISSION} ${COMMISSION}`,
      `Amount due: ${COMMISSION} USD`,
    ])
      expect(text).toMatch(inWords(expected));
  }

  // (11) the administrator approves the invoice and sends the payment
  await page.goto('/admin/d/invoices');
  await page.getByRole('cell', { name: number, exact: true }).click();
  await page.getByRole('button', { name: 'Approve' }).press('Enter');
  await expect(page.getByText('Invoice updated').first()).toBeVisible();
  await page.goto(`/admin/d/payouts/${payoutId}/show`);
  await page.getByRole('button', { name: 'Mark as Payment sent' }).press('Enter');
  const sending = page.getByRole('dialog', { name: `Payout #${payoutId}: payment sent` });
  // the affiliate's bank details are on file: no payment without them to confirm
  await expect(sending.getByLabel('I confirm the payment was sent without bank details on file')).toHaveCount(0);
  await sending.getByRole('textbox', { name: /Payment reference/ }).fill('NW-TRX-0001');
  await sending.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(page.getByText('Payout updated').first()).toBeVisible();

  // (12) the administrator's dashboard: the same lead, its revenue and the network's profit
  await page.goto('/admin/d/');
  await expect(page.getByTestId('total-ATL_Commission')).toHaveAttribute('data-value', '10');
  await expect(page.getByTestId('total-ATL_Revenue')).toHaveAttribute('data-value', '15');
  await expect(page.getByTestId('total-ATL_Profit')).toHaveAttribute('data-value', '5');

  // (13) the affiliate sees it paid, with the reference, and nothing left to pay
  await affiliate.goto('/affiliate/d/payouts');
  const paid = affiliate.getByRole('row').filter({ has: affiliate.getByRole('cell', { name: payoutId, exact: true }) });
  await expect(paid).toContainText('Payment sent');
  await expect(paid).toContainText(`$${COMMISSION}`);
  await affiliate.goto(`/affiliate/d/payouts/${payoutId}/show`);
  await expect(affiliate.getByText('NW-TRX-0001')).toBeVisible();
  await affiliate.context().close();
});

test('without e-mail set up, a visitor registers, the administrator confirms the address, and the new affiliate makes the key that signs their postbacks', async ({ page, browser, app }) => {
  test.setTimeout(200_000);
  // (1) a visitor registers on the open network; no SMTP server, so no e-mail is promised
  const visitor = await personPage(browser, app.url);
  await visitor.goto('/auth/a/registration');
  await visitor.getByLabel('First name').fill('Rob');
  await visitor.getByLabel('Last name').fill('Newcomer');
  await visitor.getByLabel('E-mail').fill(NEWCOMER.email);
  await visitor.getByLabel('Password', { exact: true }).fill(NEWCOMER.password);
  await visitor.getByLabel('Confirm the password').fill(NEWCOMER.password);
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.getByRole('status')).toContainText('no confirmation e-mail is coming');
  // signing in before the address is confirmed says what to do, promising no e-mail
  await signIn(visitor, NEWCOMER.email, NEWCOMER.password);
  await expect(visitor.getByRole('alert')).toContainText('or ask the network’s support');

  // (2) the administrator finds the account marked unconfirmed and confirms the address
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin/d/**');
  await page.goto('/admin/d/user-operations/all-users');
  await page.getByRole('cell', { name: NEWCOMER.email }).click();
  await page.waitForURL(/\/all-users\/\d+\/show/);
  await expect(page.getByText('E-mail not confirmed').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mark e-mail confirmed' }).click();
  await page.getByRole('dialog', { name: 'Mark this e-mail confirmed?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('E-mail marked confirmed').first()).toBeVisible();

  // (3) the affiliate signs in and makes the key their postbacks are signed with; replacing it asks first
  await signIn(visitor, NEWCOMER.email, NEWCOMER.password);
  await visitor.waitForURL('**/affiliate/d/**');
  await visitor.goto('/affiliate/d/profile');
  const card = visitor.getByRole('region', { name: 'Postback signing key' });
  const key = card.getByLabel('Callback secret key');
  await expect(key).toContainText('No key yet');
  await card.getByRole('button', { name: 'Make the key' }).click();
  await expect(key).toHaveText(/^[\w-]{20,}$/);
  const first = (await key.textContent())!;
  await card.getByRole('button', { name: 'Replace the key' }).click();
  await visitor.getByRole('dialog', { name: 'Replace the postback signing key?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(visitor.getByText('A new key was made. Update your signature checks.').first()).toBeVisible();
  await expect(key).toHaveText(/^[\w-]{20,}$/);
  await expect(key).not.toHaveText(first);
  await visitor.context().close();
});
