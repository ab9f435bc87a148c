import { cleanup, configure, render } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { apiHandlers } from '../../mocks/apiHandlers';
import { createI18nProvider } from '../../providers/i18nProvider';
import type { Role } from '../../providers/http/types';
import { createTestApp, type TestApp } from '../../test/serverApp';
import { createRoleServices } from '../apps/roleServices';

export interface ApiHarness {
  readonly testApp: TestApp;
  readonly server: ReturnType<typeof setupServer>;
  /**
   * Renders `ui` inside react-admin's context with the role app's real providers, signed in as
   * `who` (a demo role or an e-mail), every /api call handed to the server app; `faults` first.
   */
  renderAs(role: Role, ui: ReactNode, options?: { who?: string; faults?: HttpHandler[] }): Promise<void>;
}

/** Component tests of the permission and settings screens against the real API (mocks/apiHandlers). */
export function setupApiHarness(): ApiHarness {
  configure({ asyncUtilTimeout: 5000 });
  const server = setupServer();
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    testApp = await createTestApp();
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    vi.restoreAllMocks();
    vi.useRealTimers();
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
    async renderAs(role, ui, { who = role, faults = [] } = {}) {
      const app = this.testApp;
      server.use(...faults, ...apiHandlers(app.app, { cookie: await app.cookieFor(who) }));
      const services = createRoleServices({ role, notify: () => undefined, navigate: vi.fn() });
      render(
        <AdminContext dataProvider={services.dataProvider} authProvider={services.authProvider} i18nProvider={createI18nProvider('en', { storage: null })}>
          {ui}
          <Notification />
        </AdminContext>,
      );
    },
  };
}
