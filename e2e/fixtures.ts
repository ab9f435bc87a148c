import { test as base, expect, type Page } from '@playwright/test';
import { findViolations, formatFindings, settled, type A11yFinding } from './axe';
import { startServer, type RunningServer } from './server';

export { scan } from './axe';

/** How long a page may settle after a navigation before the automatic axe scan looks at it. */
const SETTLE_MS = 600;

/**
 * Scans every page the journey visits with axe (after each main-frame navigation, and the page as
 * the test leaves it), so screens added later are checked without anyone remembering to. A scan
 * overtaken by the next navigation is dropped: only what a user could actually stop and read counts.
 */
async function watchAccessibility(page: Page, use: (page: Page) => Promise<void>, passed: () => boolean): Promise<void> {
  const findings: A11yFinding[] = [];
  const seen = new Set<string>();
  const record = (f: A11yFinding | null) => {
    if (!f) return;
    const key = `${new URL(f.url).pathname}\n${f.report}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push(f);
  };
  let queue: Promise<void> = Promise.resolve();
  let navigations = 0;
  const onNavigated = (frame: { parentFrame(): unknown }) => {
    if (frame.parentFrame() !== null) return;
    const mine = ++navigations;
    queue = queue.then(async () => {
      await page.waitForTimeout(SETTLE_MS).catch(() => undefined);
      if (mine !== navigations || page.isClosed()) return;
      // a screen still loading is not what a user stops to read (on a slow machine 600 ms is not enough)
      await settled(page);
      if (mine !== navigations || page.isClosed()) return;
      const url = page.url();
      const finding = await findViolations(page, `visited ${new URL(url).pathname}`).catch(() => null);
      if (mine === navigations && page.url() === url) record(finding);
    });
  };
  page.on('framenavigated', onNavigated);
  await use(page);
  page.off('framenavigated', onNavigated);
  if (!passed() || page.isClosed()) return;
  navigations++;
  await queue;
  if (page.url().startsWith('http')) record(await findViolations(page, 'page at the end of the test').catch(() => null));
  if (findings.length) throw new Error(`Accessibility violations (WCAG 2.1 AA)\n${formatFindings(findings)}`);
}

export const DEMO_PASSWORD = 'demo-password-1';

/** Each worker runs its own server; tests in it share that server's database. */
export const test = base.extend<{ app: RunningServer; axeEveryPage: boolean }, { server: RunningServer }>({
  /**
   * Whether the automatic scan runs after each navigation. A sweep that scans every page itself
   * (e2e/a11y.spec.ts, which never drops a page) turns it off so no page is scanned twice.
   */
  axeEveryPage: [true, { option: true }],
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  app: async ({ server }, use) => use(server),
  page: async ({ page, axeEveryPage }, use, testInfo) => {
    // Journeys run as a user who asked for less motion: the app must honour it, and axe then
    // never measures a half-faded dialog.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (!axeEveryPage) return use(page);
    await watchAccessibility(page, use, () => testInfo.status === testInfo.expectedStatus);
  },
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect };

/** Signs in through the sign-in form, as a person would, and waits for the role app. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/a/login');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}
