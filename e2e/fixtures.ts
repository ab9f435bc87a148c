import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server';

export const DEMO_PASSWORD = 'demo-password-1';

/** Each worker runs its own server; tests in it share that server's database. */
export const test = base.extend<{ app: RunningServer }, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  app: async ({ server }, use) => use(server),
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
