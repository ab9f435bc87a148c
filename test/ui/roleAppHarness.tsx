import { render } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, vi } from 'vitest';
import type { TestApp } from '../serverApp';
import { RoleApp } from '../../src/apps/RoleApp';
import { AppLayout } from '../../src/layout/AppLayout';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import type { AppRole } from '../../src/boot/pickApp';
import { setupApiServer, type ApiServer } from './apiServer';

export interface RenderOptions {
  who?: string | null;
  /** a Cookie header to send instead of a fresh session of `who` (e.g. with a view-as cookie) */
  cookie?: string;
  faults?: HttpHandler[];
  /**
   * draws the app's whole frame: the grouped side menu and the full app bar (brand, alert bell,
   * user menu). For tests of those and of finding a screen through them. A screen's own test
   * leaves them out: every role query and its accessible names walk the whole page; the admin's
   * fifty menu entries, drawn again at each navigation, took about 40 % of a screen test's time,
   * and the bar's bell, user menu and brand about a tenth of the ui project's CPU.
   */
  shell?: boolean;
}

const NoMenu = () => null;
/** The app bar of a screen's test: the page's title (its h1), the language switch and the loading indicator. */
const ScreenBar = () => (
  <AppBar userMenu={false} toolbar={<><LocalesMenuButton /><LoadingIndicator /></>}>
    <TitlePortal component="h1" />
  </AppBar>
);
/** The back office's frame (title, confirm and notification slots) without its side menu, brand, alert bell and user menu. */
const ScreenLayout = ({ children }: { children: ReactNode }) => <AppLayout menu={NoMenu} appBar={ScreenBar}>{children}</AppLayout>;

/** The answer's `data` of an API call to the server app as `who` (a demo role), at `/api/{who}{path}`. */
async function apiData(testApp: TestApp, method: string, path: string, body: unknown, who: string) {
  const res = await testApp.call(method, `/api/${who}${path}`, { cookie: await testApp.cookieFor(who), body });
  return (await res.json()).data;
}

export interface RoleAppHarness {
  /** the real server app over this test file's own database */
  readonly testApp: TestApp;
  readonly server: ApiServer['server'];
  /**
   * Renders the role app at `/{role}/d{path}`, signed in as `who` (a demo role or an e-mail;
   * the role's demo user by default; null for a visitor without a session). `faults`
   * (mocks/faults.ts) answer before the server app does. Full page loads are recorded in `navigate`.
   * The side menu and the full app bar are drawn only with `shell: true`.
   */
  renderApp(role: AppRole, path?: string, options?: RenderOptions): Promise<{ navigate: ReturnType<typeof vi.fn> }>;
  /** Arranges or reads through the API as `who` (admin by default): the answer's `data`. */
  api(method: string, path: string, body?: unknown, who?: string): ReturnType<typeof apiData>;
}

/**
 * Browser-side tests of a role app against the real API: MSW hands every /api request to the
 * server app in-process (mocks/apiHandlers). Call once at the top of a test file; `config` as
 * setupApiServer's.
 */
export function setupRoleAppHarness(config: Partial<Record<string, string>> = {}): RoleAppHarness {
  const api = setupApiServer(config);

  beforeEach(() => {
    localStorage.clear();
    // jsdom has no scrolling; ScrollToTop (R8) still calls it
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  return {
    get testApp() {
      return api.testApp;
    },
    server: api.server,
    async renderApp(role, path = '/', { who = role, faults = [], cookie, shell = false } = {}) {
      api.serve({ cookie: cookie ?? (await api.cookieFor(who)), faults });
      window.history.replaceState(null, '', `/${role}/d${path}`);
      const navigate = vi.fn();
      render(<RoleApp role={role} navigate={navigate} layout={shell ? undefined : ScreenLayout} />);
      return { navigate };
    },
    api: (method, path, body, who = 'admin') => apiData(api.testApp, method, path, body, who),
  };
}
