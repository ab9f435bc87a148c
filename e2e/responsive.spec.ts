import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { menuEntries, openInApp } from './menuWalk';

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
  // one test per role and width, spread over the workers: a sweep of every entry at four widths in
  // one test took eight minutes on two cores
  test.describe.configure({ mode: 'parallel' });
  for (const [role, email] of ROLES) {
    for (const size of WIDTHS) {
      test(`${role}: every menu entry at ${size.width} px has no sideways scroll`, async ({ page }, testInfo) => {
        test.setTimeout(240_000);
        await signIn(page, email);
        await page.waitForURL(`**/${role}/d/**`);
        const entries = await menuEntries(page);
        expect(entries.length).toBeGreaterThan(0);
        await page.setViewportSize(size);
        const problems: string[] = [];
        for (const path of entries) {
          // the menu's way (the router, no reload), as a user moves between screens
          await openInApp(page, path);
          const found: string[] = [];
          const over = await overflowOf(page);
          if (over > 0) found.push(`${path} @${size.width}: ${over}px too wide (${await culprits(page)})`);
          const twice = await repeatedHeaders(page);
          if (twice.length) found.push(`${path}: columns shown twice: ${twice.join(', ')}`);
          if (found.length) await page.screenshot({ path: testInfo.outputPath(`${role}-${size.width}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`) });
          problems.push(...found);
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
