import { expect, test } from './fixtures';

// Smart links (spec 4 §6): the demo affiliate copies their smart link from their portal, and a
// click from a German phone lands on the link's DE mobile offer. The visitor's country comes from
// X-Forwarded-For, which the journeys' servers trust (TRUST_PROXY=1, as behind a load balancer);
// 5.9.0.1 is German in the bundled GeoIP data.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const DEMO = 'Demo smart link — EU mix';
const GERMAN_IP = '5.9.0.1';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

test('an affiliate copies their smart link; a German phone’s click lands on the DE mobile offer', async ({ page, browser, openAs, app }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(page, 'affiliate@example.com', { path: '/affiliate/d/smart-links' });
  await expect(page.getByRole('heading', { level: 1, name: 'Smart links' })).toBeVisible();
  await expect(page.getByText(DEMO)).toBeVisible();
  await page.getByRole('button', { name: `Copy the link of ${DEMO}` }).first().click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^http:\/\/track\.localhost:\d+\/click\?sl=\d+$/);

  // which offer the link's DE mobile entry is: read through the API as the affiliate
  const listed = await page.request.post('/api/affiliate/smart-links/list', { headers: XHR, data: { q: DEMO } });
  const link = ((await listed.json()) as { data: { url: string; entries: { offer_id: number; countries: string[]; device_types: number[] }[] }[] }).data[0]!;
  expect(link.url).toBe(copied);
  const deMobile = link.entries.find((e) => e.countries.includes('DE') && e.device_types.includes(1))!;

  const phone = await browser.newContext({ userAgent: PHONE, isMobile: true, viewport: { width: 375, height: 740 }, extraHTTPHeaders: { 'X-Forwarded-For': GERMAN_IP } });
  try {
    const visitor = await phone.newPage();
    await visitor.goto(copied.replace(/:\d+\//, `:${new URL(app.url).port}/`));
    await visitor.waitForURL(/\/demo\/landing\?/);
    const landed = new URL(visitor.url());
    expect(landed.searchParams.get('offer_id')).toBe(String(deMobile.offer_id));
    expect(landed.searchParams.get('click_id')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  } finally {
    await phone.close();
  }
});
