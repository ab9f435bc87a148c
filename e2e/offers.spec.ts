import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The offers journey in Chromium against the built app and the real server (e2e/fixtures.ts):
// an admin creates an offer and sets it Active, the affiliate applies in the marketplace, their
// manager approves, and the affiliate copies a tracking link with sub-ids.

const OFFER = 'Journey offer e2e';

/** Signs out through the user menu, as a person would. */
async function signOut(page: Page): Promise<void> {
  // the user menu is the last button of the app bar, named after the person
  await page.getByRole('banner').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: /logout|log out|sign out/i }).click();
  await page.waitForURL('**/auth/a/login**');
}

test('an offer goes from creation to an affiliate copying its tracking link', async ({ page, context, openAs }) => {
  // four sign-ins and a dozen screens: longer than one screen's journey
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // (1) the admin creates the offer (apply to promote) and sets it Active
  await openAs(page, 'admin@example.com', { fresh: true });
  await expect(page).toHaveURL(/\/admin\/d\/?$/);
  await page.goto('/admin/d/offers/create');
  await page.getByLabel(/^Name/).fill(OFFER);
  await page.getByRole('combobox', { name: /^Access/ }).click();
  await page.getByRole('option', { name: 'Apply to promote' }).click();
  await page.getByRole('combobox', { name: /^Offer group/ }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Landing URL/).fill('https://example.com/land?c={click_id}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Offer created' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/d\/offers\/\d+\/show/);
  const offerId = /offers\/(\d+)\/show/.exec(page.url())?.[1];
  expect(offerId).toBeTruthy();

  await page.getByRole('button', { name: 'Set status' }).click();
  await page.getByRole('menuitem', { name: 'Active', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Status changed' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();

  // (2) the affiliate finds it in the marketplace ("Offers") and applies
  await signOut(page);
  await openAs(page, 'affiliate@example.com', { fresh: true });
  await expect(page).toHaveURL(/\/affiliate\/d\/?$/);
  await page.getByRole('menu').getByText('Offers', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(OFFER);
  const marketRow = page.getByRole('row').filter({ hasText: OFFER });
  await expect(marketRow).toHaveCount(1);
  await marketRow.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Request sent' })).toBeVisible();
  await expect(marketRow.getByText('Request pending')).toBeVisible();

  // (3) their manager approves the request on the Offer requests screen
  await signOut(page);
  await openAs(page, 'manager@example.com', { fresh: true });
  await expect(page).toHaveURL(/\/manager\/d\/?$/);
  await page.getByRole('menu').getByText('Offer requests', { exact: true }).click();
  const requestRow = page.getByRole('row').filter({ hasText: OFFER });
  await expect(requestRow).toHaveCount(1);
  await requestRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve' }).click();
  // every batch action asks first
  await page.getByRole('dialog', { name: 'Apply to the selected rows?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Approved' })).toBeVisible();
  // the list shows Pending requests by default: the approved one leaves it
  await expect(requestRow).toHaveCount(0);

  // (4) the affiliate builds a link with p1/p2 in "My offers" and copies it
  await signOut(page);
  await openAs(page, 'affiliate@example.com', { fresh: true });
  await expect(page).toHaveURL(/\/affiliate\/d\/?$/);
  await page.getByRole('menu').getByText('My offers', { exact: true }).click();
  const myRow = page.getByRole('row').filter({ hasText: OFFER });
  await expect(myRow).toHaveCount(1);
  await myRow.click();
  await page.getByLabel('p1', { exact: true }).fill('spring-sale');
  await page.getByLabel('p2', { exact: true }).fill('banner 7');
  await page.getByRole('button', { name: 'Get link' }).click();
  const shown = page.getByTestId('tracking-link');
  await expect(shown).toHaveValue(/^https?:\/\//);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Copied' })).toBeVisible();

  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await shown.inputValue());
  const query = new URL(copied).searchParams;
  expect(query.get('offer_id')).toBe(offerId);
  expect(query.get('aff_id')).toMatch(/^\d+$/);
  expect(query.get('p1')).toBe('spring-sale');
  expect(query.get('p2')).toBe('banner 7');
});
