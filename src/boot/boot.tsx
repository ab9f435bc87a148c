import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveDeepLink } from './deepLink';
import { pickApp, type AppRole } from './pickApp';

export interface BootDeps {
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>;
  history: Pick<History, 'replaceState' | 'state'>;
  container: HTMLElement;
  loadAuthApp: () => Promise<{ default: ComponentType }>;
  loadRoleApp: () => Promise<{ default: ComponentType<{ role: AppRole }> }>;
  /** a role app's first reads, started beside the download of its code (providers/http/earlyCalls.ts) */
  startEarlyCalls?: (role: AppRole) => void;
  logger?: Pick<Console, 'error'>;
}

/**
 * Picks the app by the first path segment and loads only that app's bundle, so the sign-in
 * page never downloads the back office. Failures are logged (R74) and the static preloader
 * is replaced by a short notice with a reload link.
 */
export async function boot(deps: BootDeps): Promise<void> {
  const { location, history, container, logger = console } = deps;
  try {
    const deepLink = resolveDeepLink(location);
    if (deepLink !== null) history.replaceState(history.state, '', deepLink);

    const target = pickApp(location.pathname);
    if (target.kind === 'redirect') {
      location.replace(target.to);
      return;
    }
    if (target.kind === 'role') deps.startEarlyCalls?.(target.role);
    const app =
      target.kind === 'auth'
        ? <AuthRoot Component={(await deps.loadAuthApp()).default} />
        : <RoleRoot Component={(await deps.loadRoleApp()).default} role={target.role} />;
    createRoot(container).render(<StrictMode>{app}</StrictMode>);
  } catch (error) {
    logger.error('Bootstrap failed', error);
    showBootError(container);
  }
}

function AuthRoot({ Component }: { Component: ComponentType }) {
  return <Component />;
}

function RoleRoot({ Component, role }: { Component: ComponentType<{ role: AppRole }>; role: AppRole }) {
  return <Component role={role} />;
}

function showBootError(container: HTMLElement): void {
  const doc = container.ownerDocument;
  const box = doc.createElement('div');
  box.className = 'boot-error';
  box.setAttribute('role', 'alert');
  const text = doc.createElement('p');
  text.textContent = 'The application could not be loaded.';
  const reload = doc.createElement('a');
  reload.href = '';
  reload.textContent = 'Reload the page';
  box.append(text, reload);
  container.replaceChildren(box);
}
