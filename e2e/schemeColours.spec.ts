import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PURPLE = 'rgb(118, 90, 138)'; // #765a8a, the Purple Light primary

/** Chart shapes (recharts, the map) on the dashboard drawn in the shipped purple. */
const purpleShapes = (page: Page) =>
  page.evaluate((purple) => {
    const shapes = Array.from(document.querySelectorAll('[data-testid^="widget-"] svg *'));
    return shapes.filter((el) => {
      const style = getComputedStyle(el);
      return style.fill === purple || style.stroke === purple;
    }).length;
  }, PURPLE);

const chartShapes = (page: Page) => page.locator('[data-testid^="widget-"] svg path, [data-testid^="widget-"] svg rect');

/** A client-side navigation: the app keeps running, nothing is reloaded. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('switching to Green recolours the charts without a reload and leaves no variable of the old scheme', async ({ page, openAs }) => {
  await openAs(page, 'admin@example.com');
  await expect(chartShapes(page).first()).toBeVisible();
  await expect.poll(() => purpleShapes(page)).toBeGreaterThan(0);
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin);

  await goInApp(page, '/admin/d/theme');
  await page.getByRole('radio', { name: 'Dark', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--purple'))).toBe('#9575cd');
  await page.getByRole('radio', { name: 'Green', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe('Green');
  await goInApp(page, '/admin/d/');
  await expect(chartShapes(page).first()).toBeVisible();
  await expect(page.getByTestId('widget-ATL_Clicks').locator('svg path').first()).toBeVisible();

  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin)).toBe(loads);
  expect(await purpleShapes(page)).toBe(0);
  const root = await page.evaluate(() => {
    const style = document.documentElement.style;
    return Object.fromEntries(Array.from(style).map((name) => [name, style.getPropertyValue(name)]));
  });
  expect(root['--purple']).toBeUndefined();
  expect(root['--primary']).toBe('#2e7d32');
  expect(Object.values(root)).not.toContain('#765a8a');
  // the area of a measure is drawn in the Green scheme's first chart colour
  const area = page.getByTestId('widget-ATL_Clicks').locator('.recharts-area-curve').first();
  await expect(area).toHaveCSS('stroke', 'rgb(46, 125, 50)');

  // leave the admin on the default scheme for the journeys after this one
  await goInApp(page, '/admin/d/theme');
  await page.getByRole('radio', { name: 'Purple Light', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe('Purple Light');
});
