import type { Page } from '@playwright/test';
import { settled } from './axe';
import { expect } from './fixtures';

/** Every menu entry of the signed-in role, read from the wide-screen navigation. */
export async function menuEntries(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const links = page.getByRole('navigation').locator('[role=menu] a[href]');
  await expect(links.first()).toBeVisible();
  // the dashboard's entry comes first and the groups after the permissions: read once the count holds still
  let seen = -1;
  await expect
    .poll(
      async () => {
        const now = await links.count();
        const still = now > 1 && now === seen;
        seen = now;
        return still;
      },
      { timeout: 20_000, intervals: [250, 250, 500] },
    )
    .toBe(true);
  const hrefs = await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/** Two animation frames: what a route change or a resize drew has been laid out and painted. */
export const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Goes to an app path the way the menu does (the router, no reload: a full load per screen would
 * triple a sweep's time), and waits until the screen is drawn and nothing is loading any more.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const heading = page.locator('h1').first();
  // on the screen already (the sweep starts where the sign-in landed), its heading stays as it is
  const before = new URL(page.url()).pathname === path ? null : ((await heading.textContent({ timeout: 1_000 }).catch(() => null)) ?? '').trim();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  // The old screen may stay drawn, and quiet, while the router renders the new one, and the new one
  // may draw nothing at all for a moment (react-admin's access checks render nothing while pending):
  // either would pass for a settled screen (a one-core run scanned the permission screen dimmed). The heading is the app
  // bar's (react-admin's title portal), which a screen fills once it is drawn: wait until it names
  // another screen than before (the sweep counts the headings; one missing is its finding, not this
  // wait's, and the wait then ends at its limit)
  await page
    .waitForFunction((old) => {
      const text = document.querySelector('h1')?.textContent?.trim() ?? '';
      return text !== '' && (old === null || text !== old);
    }, before, { timeout: 20_000 })
    .catch(() => undefined);
  await nextFrames(page);
  await settled(page);
}

/** Turns this browser's interface to `language` (the profile keeps its own) and reloads. */
export async function useLanguage(page: Page, language: 'ru' | 'en'): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
