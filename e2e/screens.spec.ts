import { findViolations, formatFindings, settled, type A11yFinding } from './axe';
import { expect, test } from './fixtures';
import { menuEntries, nextFrames, openInApp, useLanguage } from './menuWalk';
import { collectNames, culprits, KNOWN_LEFT, latinWords, overflowOf, repeatedHeaders } from './screenChecks';

// Every screen the menu reaches, for each role, on a phone and a desktop: one sweep per role and
// width reads each screen in Russian (axe, one h1, <html lang="ru">, no sideways scroll, no column
// twice, Russian text) and again in English (no sideways scroll, no column twice, also at the
// tablet width next to it, reached by resizing the window on the screen itself).
// Russian everywhere, every screen fits, and WCAG 2.1 AA.

const ROLES = [
  ['admin', 'admin@example.com'],
  ['manager', 'manager@example.com'],
  ['affiliate', 'affiliate@example.com'],
  ['advertiser', 'advertiser@example.com'],
] as const;

/** Each sweep's window, and the tablet width its English pass also measures on every screen. */
const WIDTHS = [
  { size: { width: 1440, height: 900 }, tablet: { width: 1024, height: 768 } },
  { size: { width: 375, height: 740 }, tablet: { width: 768, height: 1024 } },
];

test.describe('every screen of every role, on a phone and a desktop', () => {
  // one test per role and width, spread over the workers
  test.describe.configure({ mode: 'parallel' });
  // each screen is scanned here once, after it settled; the automatic scan would only repeat it
  test.use({ axeEveryPage: false });

  for (const [role, email] of ROLES) {
    for (const { size, tablet } of WIDTHS) {
      test(`${role} at ${size.width} px: axe, one h1, Russian text, and no sideways scroll in Russian and English (and at ${tablet.width} px)`, async ({ page, openAs }, testInfo) => {
        // about 40 screens twice, each read by axe and the text checks: minutes on a loaded 2-core machine
        test.setTimeout(600_000);
        const problems: string[] = [];
        const findings: A11yFinding[] = [];
        const english = new Map<string, Set<string>>();
        const names = new Set<string>();
        /** how many times each check ran, printed at the end so a run shows what it covered */
        const ran: Record<string, number> = {};
        const count = (check: string) => (ran[check] = (ran[check] ?? 0) + 1);

        /** No sideways scroll and no column shown twice, at the window's width now; a screenshot when not. */
        const fits = async (path: string, lang: string) => {
          const width = page.viewportSize()!.width;
          const found: string[] = [];
          const over = await overflowOf(page);
          if (over > 0) found.push(`${path} @${width} ${lang}: ${over}px too wide (${await culprits(page)})`);
          const twice = await repeatedHeaders(page);
          if (twice.length) found.push(`${path} @${width} ${lang}: columns shown twice: ${twice.join(', ')}`);
          if (found.length) await page.screenshot({ path: testInfo.outputPath(`${role}-${width}-${lang}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`) });
          problems.push(...found);
          count(`fits @${width} ${lang}`);
          count(`no column twice @${width} ${lang}`);
        };

        // names the data brings may be Latin script: every API answer is read before the page gets it
        await collectNames(page, names);
        await openAs(page, email);
        await useLanguage(page, 'ru');
        const entries = await menuEntries(page);
        expect(entries.length).toBeGreaterThan(1);
        await page.setViewportSize(size);

        // in Russian: axe, one h1, the page's language, fits, and only names, codes and the like in Latin script
        for (const path of entries) {
          await openInApp(page, path);
          const h1 = await page.locator('h1').count();
          if (h1 !== 1) problems.push(`${path} @${size.width}: ${h1} h1 elements`);
          const lang = await page.locator('html').getAttribute('lang');
          if (lang !== 'ru') problems.push(`${path} @${size.width}: <html lang="${lang}">`);
          const finding = await findViolations(page, `${role} ${path} @${size.width}`);
          if (finding) findings.push(finding);
          count('one h1');
          count('lang ru');
          count('axe');
          await fits(path, 'ru');
          for (const { word, context } of await latinWords(page)) {
            if (names.has(word) || KNOWN_LEFT.some(([text, where]) => context.includes(text) && where.test(path))) continue;
            const seen = english.get(word) ?? new Set<string>();
            seen.add(`${path} @${size.width}: ${context}`);
            english.set(word, seen);
          }
          count('Russian text');
        }
        await page.unrouteAll({ behavior: 'ignoreErrors' });

        // in English: fits at this width and at the tablet width beside it. The window keeps the width
        // a screen ended at, and the next screen is measured at that one first: a resize back before
        // each navigation redrew a screen only to leave it.
        await useLanguage(page, 'en');
        let widths = [size, tablet];
        for (const path of entries) {
          await openInApp(page, path);
          await fits(path, 'en');
          await page.setViewportSize(widths[1]!);
          await nextFrames(page);
          await settled(page);
          await fits(path, 'en');
          widths = [widths[1]!, widths[0]!];
        }

        console.log(`${role} @${size.width}: ${entries.length} screens; ${Object.entries(ran).map(([check, n]) => `${check} ×${n}`).join(', ')}`);
        expect(problems).toEqual([]);
        expect(findings, formatFindings(findings)).toEqual([]);
        expect([...english].map(([word, where]) => `${word} — ${[...where].slice(0, 2).join(' | ')}`)).toEqual([]);
      });
    }
  }
});
