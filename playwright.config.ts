import { defineConfig } from '@playwright/test';

// Browser journeys in Debian's Chromium against the built app (dist/) and the real server, which
// each worker starts itself (e2e/fixtures.ts) on its own port and data folder.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Each worker drives its own Chromium against its own server; a journey mostly waits (on a 2-core
  // machine two workers kept the CPU about a third busy), so three overlap their waits.
  workers: 3,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // The sweeps of every screen (minutes each) first, so the short journeys fill the workers around
  // them rather than the sweeps starting last and running on alone (files otherwise go in name order).
  projects: [
    { name: 'sweeps', testMatch: 'screens.spec.ts' },
    { name: 'journeys', testIgnore: 'screens.spec.ts' },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
