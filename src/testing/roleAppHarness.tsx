import { cleanup, configure, render } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { apiHandlers } from '../../mocks/apiHandlers';
import { createTestApp, type TestApp } from '../../test/serverApp';
import { RoleApp } from '../apps/RoleApp';
import type { AppRole } from '../boot/pickApp';

export interface RenderOptions {
  who?: string | null;
  faults?: HttpHandler[];
}

export interface RoleAppHarness {
  /** the real server app over this test file's own database */
  readonly testApp: TestApp;
  readonly server: ReturnType<typeof setupServer>;
  /**
   * Renders the role app at `/{role}/d{path}`, signed in as `who` (a demo role or an e-mail;
   * the role's demo user by default; null for a visitor without a session). `faults`
   * (mocks/faults.ts) answer before the server app does. Full page loads are recorded in `navigate`.
   */
  renderApp(role: AppRole, path?: string, options?: RenderOptions): Promise<{ navigate: ReturnType<typeof vi.fn> }>;
}

/**
 * Browser-side tests of a role app against the real API: MSW hands every /api request to the
 * server app in-process (mocks/apiHandlers). Call once at the top of a test file.
 */
export function setupRoleAppHarness(): RoleAppHarness {
  // the first render of a file loads react-admin and MUI, which takes longer than the default 1 s
  configure({ asyncUtilTimeout: 5000 });
  const server = setupServer();
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    testApp = await createTestApp();
    server.listen({ onUnhandledRequest: 'error' });
  });

  beforeEach(() => {
    localStorage.clear();
    // jsdom has no scrolling; ScrollToTop (R8) still calls it
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    cleanup();
    server.resetHandlers();
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    server.close();
    await testApp?.close();
  });

  return {
    get testApp() {
      if (!testApp) throw new Error('the test app starts in beforeAll');
      return testApp;
    },
    server,
    async renderApp(role, path = '/', { who = role, faults = [] } = {}) {
      const app = this.testApp;
      const cookie = who === null ? undefined : await app.cookieFor(who);
      // the first matching handler answers: faults first, the server app for everything else
      server.use(...faults, ...apiHandlers(app.app, { cookie }));
      window.history.replaceState(null, '', `/${role}/d${path}`);
      const navigate = vi.fn();
      render(<RoleApp role={role} navigate={navigate} />);
      return { navigate };
    },
  };
}
