import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

// Moving through the app with the keyboard alone (page.keyboard only), checking at every Tab stop
// that the focused control shows that it has focus.

export interface Focused {
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
export async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string, max = 150): Promise<void> {
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
export async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/auth/a/login');
  await expect(page.getByLabel(/e-mail/i)).toBeFocused();
  await page.keyboard.type(email);
  await tabTo(page, (f) => f.tag === 'input' && f.name === 'password', 'the password field', 5);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}
