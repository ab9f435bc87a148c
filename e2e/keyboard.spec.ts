import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';

// Issue 21: an admin's and an affiliate's main task with the keyboard alone (page.keyboard only),
// and at every Tab stop on the way the focused control shows that it has focus.

interface Focused {
  tag: string;
  name: string;
  href: string;
  text: string;
  /** why the focus cannot be seen, or '' when it can */
  unseen: string;
}

/** What has focus, and whether it shows (an outline, a ring, or MUI's focus-visible state). */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', href: '', text: '', unseen: 'nothing has focus' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const mui = Boolean(el.closest('.Mui-focusVisible, .Mui-focused'));
    const shows = el.matches(':focus-visible') && (outline || ring || mui);
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return {
      tag: el.tagName.toLowerCase(),
      name: el.getAttribute('name') ?? '',
      href: el instanceof HTMLAnchorElement ? new URL(el.href).pathname : '',
      text: (el.textContent ?? '').trim(),
      unseen: shows ? '' : `${label} shows no focus`,
    };
  });

/** Presses Tab until `wanted` has focus (at most `max` stops), checking that each stop shows its focus. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string, max = 150): Promise<void> {
  const unseen: string[] = [];
  const stops: string[] = [];
  for (let stop = 0; stop < max; stop++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    stops.push(`${now.tag}:${now.href || now.name || now.text.slice(0, 20)}`);
    if (now.unseen) unseen.push(`${now.unseen} (stop ${stop + 1}: ${stops.slice(-3).join(' → ')})`);
    if (wanted(now)) {
      expect(unseen, `focus not visible on the way to ${what}`).toEqual([]);
      return;
    }
  }
  throw new Error(`${what} not reached in ${max} Tab stops`);
}

/** Signs in on the sign-in page with the keyboard: the e-mail field has focus when it opens. */
async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/auth/a/login');
  await expect(page.getByLabel(/e-mail/i)).toBeFocused();
  await page.keyboard.type(email);
  await tabTo(page, (f) => f.tag === 'input' && f.name === 'password', 'the password field', 5);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

test('an admin edits an offer with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/d\/?$/);
  // Tab works once the app is on screen (a person waits for it too)
  await expect(page.getByRole('navigation')).toBeVisible();

  await tabTo(page, (f) => f.href === '/admin/d/offers', 'the Offers menu entry');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/d\/offers$/);
  await expect(page.locator('tbody tr[tabindex="0"]').first()).toBeVisible();

  await tabTo(page, (f) => f.tag === 'tr', 'the first offer row');
  const offerName = await page.evaluate(() => document.activeElement?.querySelector('.column-name')?.textContent ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/d\/offers\/\d+\/show$/);
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();

  await tabTo(page, (f) => /^\/admin\/d\/offers\/\d+$/.test(f.href), 'the Edit button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/d\/offers\/\d+$/);
  await expect(page.locator('input[name="name"]')).toHaveValue(offerName);

  await tabTo(page, (f) => f.tag === 'input' && f.name === 'name', 'the Name field');
  await page.keyboard.press('End');
  await page.keyboard.type(' (keyboard)');
  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Save', 'the Save button');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Offer saved' })).toBeVisible();
});

test('an affiliate builds and copies a tracking link with the keyboard alone', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInByKeyboard(page, 'affiliate@example.com');
  await expect(page).toHaveURL(/\/affiliate\/d\/?$/);
  // Tab works once the app is on screen (a person waits for it too)
  await expect(page.getByRole('navigation')).toBeVisible();

  await tabTo(page, (f) => f.href === '/affiliate/d/my-offers', 'the My offers menu entry');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/affiliate\/d\/my-offers$/);
  await expect(page.locator('tbody tr[tabindex="0"]').first()).toBeVisible();

  // Enter on a row opens its link builder under it
  await tabTo(page, (f) => f.tag === 'tr', 'the first offer row');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('p1', { exact: true })).toBeVisible();
  await tabTo(page, (f) => f.tag === 'input' && f.name === 'p1', 'the p1 field', 40);
  await page.keyboard.type('kb-1');
  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Get link', 'the Get link button', 40);
  await page.keyboard.press('Enter');
  const shown = page.getByTestId('tracking-link');
  await expect(shown).toHaveValue(/^https?:\/\/.*p1=kb-1/);

  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Copy', 'the Copy button', 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await shown.inputValue());
});
