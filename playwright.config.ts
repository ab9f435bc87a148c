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
  // a worker's server shares two cores with two others and three Chromiums: in CI a page's first
  // data took over 10 s now and then (a screen sweep beside it), so a step may wait 20 s
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // The fresh install's journeys start first: their worker boots a server of its own, and Playwright
  // gives a worker of another kind a slot only once no worker of the first kind can take a test, so
  // listed after the demo they ran last, alone, a minute after the rest had finished.
  projects: [
    { name: 'fresh install', testMatch: /first-week\.spec\.ts$/ },
    { name: 'demo', testIgnore: /first-week\.spec\.ts$/ },
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
