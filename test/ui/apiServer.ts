import { cleanup } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { apiHandlers } from '../../mocks/apiHandlers';
import { createTestApp, type TestApp } from '../serverApp';

export interface ApiServer {
  /** the real server app over this test file's own database */
  readonly testApp: TestApp;
  readonly server: ReturnType<typeof setupServer>;
  /** the Cookie header of a fresh session of `who` (a demo role or an e-mail); none for null, a visitor */
  cookieFor(who: string | null): Promise<string | undefined>;
  /** hands every /api call to the server app with that Cookie header; `faults` (mocks/faults.ts) answer first */
  serve(options?: { cookie?: string; faults?: HttpHandler[] }): void;
}

/**
 * Browser-side tests against the real API: MSW hands every /api request to the server app
 * in-process (mocks/apiHandlers). Registers the file's hooks (start the app and MSW once, unmount
 * and reset handlers and mocks after each test, stop both at the end): call once at the top of a
 * test file, before any hook of its own that must run after the unmount. `config`: the server
 * app's settings beside the tests' own (environment names, as test/serverApp.ts takes them).
 */
export function setupApiServer(config: Partial<Record<string, string>> = {}): ApiServer {
  const server = setupServer();
  let testApp: TestApp | undefined;
  // answers the server app still owes (a request a test's unmount left in flight): the app's
  // database closes only once they are settled, so none fails (and logs) after the file's end
  const inFlight = new Set<Promise<unknown>>();

  beforeAll(async () => {
    testApp = await createTestApp(config);
    server.listen({ onUnhandledRequest: 'error' });
  });

  afterEach(() => {
    cleanup();
    server.resetHandlers();
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    server.close();
    await Promise.allSettled([...inFlight]);
    await testApp?.close();
  });

  return {
    get testApp() {
      if (!testApp) throw new Error('the test app starts in beforeAll');
      return testApp;
    },
    server,
    async cookieFor(who) {
      return who === null ? undefined : this.testApp.cookieFor(who);
    },
    serve({ cookie, faults = [] } = {}) {
      // the first matching handler answers: faults first, the server app for everything else
      const { app } = this.testApp;
      const tracked = {
        fetch(request: Request) {
          const answer = Promise.resolve(app.fetch(request));
          inFlight.add(answer);
          void answer.finally(() => inFlight.delete(answer)).catch(() => undefined);
          return answer;
        },
      };
      server.use(...faults, ...apiHandlers(tracked, { cookie }));
    },
  };
}
