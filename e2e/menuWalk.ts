import type { Page } from '@playwright/test';
import { settled } from './axe';
import { expect, signIn } from './fixtures';

/** Every menu entry of the signed-in role, read from the wide-screen navigation. */
export async function menuEntries(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const links = page.getByRole('navigation').locator('[role=menu] a[href]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/**
 * Goes to an app path the way the menu does (the router, no reload: a full load per screen would
 * triple a sweep's time), and waits until nothing is loading any more.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForTimeout(200);
  await settled(page);
}

/** Signs in and turns this browser's interface to Russian (the profile keeps its own language). */
export async function signInRussian(page: Page, role: string, email: string): Promise<void> {
  await signIn(page, email);
  await page.waitForURL(`**/${role}/d/**`);
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
}
