import { render } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { ReactNode } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, beforeEach, vi } from 'vitest';
import { createI18nProvider } from '../../providers/i18nProvider';
import { wholeCatalogue } from '../../src/i18n/i18nProvider';
import type { Role } from '../../providers/http/types';
import type { TestApp } from '../serverApp';
import { createRoleServices } from '../../src/apps/roleServices';
import { setupApiServer, type ApiServer } from './apiServer';

export interface ApiHarness {
  readonly testApp: TestApp;
  readonly server: ApiServer['server'];
  /**
   * Renders `ui` inside react-admin's context with the role app's real providers, signed in as
   * `who` (a demo role or an e-mail), every /api call handed to the server app; `faults` first.
   */
  renderAs(role: Role, ui: ReactNode, options?: { who?: string; faults?: HttpHandler[] }): Promise<void>;
}

/** Component tests of the permission and settings screens against the real API (mocks/apiHandlers). */
export function setupApiHarness(): ApiHarness {
  // registered before the shared hooks so that it runs after their unmount (afterEach hooks run last-in first-out)
  afterEach(() => {
    vi.useRealTimers();
  });
  const api = setupApiServer();
  beforeEach(() => localStorage.clear());

  return {
    get testApp() {
      return api.testApp;
    },
    server: api.server,
    async renderAs(role, ui, { who = role, faults = [] } = {}) {
      api.serve({ cookie: await api.cookieFor(who), faults });
      const en = await wholeCatalogue('en');
      const services = createRoleServices({ role, notify: () => undefined, navigate: vi.fn() });
      render(
        <AdminContext dataProvider={services.dataProvider} authProvider={services.authProvider} i18nProvider={createI18nProvider('en', { storage: null, messages: { en } })}>
          {ui}
          <Notification />
        </AdminContext>,
      );
    },
  };
}
