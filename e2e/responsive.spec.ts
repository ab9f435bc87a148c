import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { menuEntries } from './menuWalk';

const ROLES = [
  ['admin', 'admin@example.com'],
  ['manager', 'manager@example.com'],
  ['affiliate', 'affiliate@example.com'],
] as const;

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/** How far the page is wider than the window (0 when it fits). */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The outermost elements that reach past the window's right edge, to name in a failure. */
const culprits = (page: Page) =>
  page.evaluate(() => {
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1);
    return wide
      .filter((el) => !wide.includes(el.parentElement as Element))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`)
      .join(' | ');
  });

/** Column headers a table shows more than once. */
const repeatedHeaders = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table')].flatMap((table) => {
      const texts = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '').filter(Boolean);
      return texts.filter((t, i) => texts.indexOf(t) !== i);
    }),
  );

test.describe('every screen fits a phone and a tablet', () => {
  for (const [role, email] of ROLES) {
    test(`${role}: every menu entry at 375, 768, 1024 and 1440 px has no sideways scroll`, async ({ page }, testInfo) => {
      test.setTimeout(480_000);
      await signIn(page, email);
      await page.waitForURL(`**/${role}/d/**`);
      const entries = await menuEntries(page);
      expect(entries.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        for (const path of entries) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          const over = await overflowOf(page);
          if (over > 0) problems.push(`${path} @${size.width}: ${over}px too wide (${await culprits(page)})`);
          const twice = await repeatedHeaders(page);
          if (twice.length) problems.push(`${path}: columns shown twice: ${twice.join(', ')}`);
          const name = `${role}-${size.width}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
          await page.screenshot({ path: testInfo.outputPath(name), fullPage: false });
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
