import { test as base, expect, request, type Cookie, type Page } from '@playwright/test';
import { homeUrl } from '../providers/authUrls';
import { findViolations, formatFindings, settled, type A11yFinding } from './axe';
import { startServer, type RunningServer } from './server';

export { scan } from './axe';

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
      // a screen still loading or moving is not what a user stops to read
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

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A signed-in session: its cookies, and the app its user lands in. */
export interface Session {
  cookies: Cookie[];
  home: string;
}

/** Signs in through the API (POST /api/login), as the sign-in form does, in a request context of its own. */
async function apiSignIn(baseURL: string, email: string, password: string): Promise<Session> {
  const context = await request.newContext({ baseURL });
  try {
    const res = await context.post('/api/login', { headers: XHR, data: { email, password } });
    if (!res.ok()) throw new Error(`signing in ${email} through the API answered ${res.status()}: ${await res.text()}`);
    const user = ((await res.json()) as { data: { user_type: unknown } }).data;
    return { cookies: (await context.storageState()).cookies, home: homeUrl(user.user_type) };
  } finally {
    await context.dispose();
  }
}

export interface OpenAsOptions {
  /** where to go once signed in; the user's own app (its dashboard) when left out */
  path?: string;
  /** a session of its own, not the worker's shared one: for a journey that signs out or is signed out */
  fresh?: boolean;
  password?: string;
}

/**
 * Puts a signed-in session into the page's browser context and opens `path` (the user's app when
 * left out), waiting until the app is there. The sign-in form itself is proven by its own journeys
 * (e2e/foundation.spec.ts, e2e/keyboard.spec.ts); everywhere else a session is reused.
 */
export type OpenAs = (page: Page, email: string, options?: OpenAsOptions) => Promise<void>;

/** Each worker runs its own server; tests in it share that server's database. */
export const test = base.extend<{ app: RunningServer; axeEveryPage: boolean; openAs: OpenAs }, { server: RunningServer; sessions: (email: string, password?: string) => Promise<Session> }>({
  /**
   * Whether the automatic scan runs after each navigation. A sweep that scans every page itself
   * (e2e/screens.spec.ts, which never drops a page) turns it off so no page is scanned twice.
   */
  axeEveryPage: [true, { option: true }],
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 360_000 },
  ],
  /**
   * One session per user per worker (a cookie is good only for this worker's server), signed in
   * through the API the first time a journey asks for it and reused by every later one. Sessions
   * live in the database, so they outlive a server restart.
   */
  sessions: [
    async ({ server }, use) => {
      const book = new Map<string, Promise<Session>>();
      await use((email, password = DEMO_PASSWORD) => {
        let session = book.get(email);
        if (!session) {
          session = apiSignIn(server.url, email, password);
          session.catch(() => book.delete(email));
          book.set(email, session);
        }
        return session;
      });
    },
    { scope: 'worker' },
  ],
  app: async ({ server }, use) => use(server),
  openAs: async ({ server, sessions }, use) => {
    await use(async (page, email, options = {}) => {
      const session = options.fresh ? await apiSignIn(server.url, email, options.password ?? DEMO_PASSWORD) : await sessions(email, options.password);
      await page.context().addCookies(session.cookies);
      const path = options.path ?? session.home;
      await page.goto(new URL(path, server.url).toString());
      await page.waitForURL((url) => url.pathname.startsWith(session.home));
    });
  },
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
