import { expect, test } from './fixtures';

// An admin gives one affiliate their own payout on an offer from the offer's page, on a
// desktop and on a phone (the fixture runs axe on every page), and finds it on the affiliate's
// account page.

for (const [label, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 375, height: 800 }],
] as const) {
  test(`an admin creates and edits a payout rule from an offer's page (${label})`, async ({ page, openAs }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await openAs(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/admin\/d\/?$/);
    // one of the demo's offers
    await page.goto('/admin/d/offers/2/show/payout-rules');
    await page.getByRole('link', { name: 'New payout rule' }).click();
    await expect(page.getByRole('combobox', { name: /^Offer/ })).not.toHaveValue('');
    const affiliate = label === 'phone' ? 'affiliate3@example.com' : 'affiliate2@example.com';
    await page.getByRole('combobox', { name: /^Affiliate/ }).fill(affiliate);
    await page.getByRole('option', { name: affiliate, exact: true }).click();
    // each viewport its own affiliate and amount: both runs share the server's database
    const cpa = label === 'phone' ? '66.5' : '77.5';
    const cpaCell = page.getByRole('cell', { name: new RegExp(`${cpa.replace('.', '\\.')}0`) });
    await page.getByLabel(/^Payout CPA/).fill(cpa);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/offers\/2\/show\/payout-rules/);
    await expect(cpaCell).toBeVisible();
    await cpaCell.click();
    await page.getByLabel(/^Payout CPL/).fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/offers\/2\/show\/payout-rules/);
    // back on the rule: the CPL kept, the CPA untouched
    await cpaCell.click();
    await expect(page.getByLabel(/^Payout CPL/)).toHaveValue('4');
    await expect(page.getByLabel(/^Payout CPA/)).toHaveValue(cpa);
  });
}
