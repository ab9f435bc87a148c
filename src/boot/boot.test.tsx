import type { ReactElement } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, type BootDeps } from './boot';

function setup(pathname: string, overrides: Partial<BootDeps> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const location = { pathname, search: '', hash: '', replace: vi.fn() };
  const history = { state: null, replaceState: vi.fn() };
  const deps: BootDeps = {
    location,
    history,
    container,
    loadAuthApp: vi.fn(async () => ({ default: () => <p>auth app</p> })),
    loadRoleApp: vi.fn(async () => ({ default: ({ role }: { role: string }) => <p>{role} app</p> })),
    logger: { error: vi.fn() },
    ...overrides,
  };
  return { deps, container, location, history };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('boot', () => {
  it('loads only the sign-in app under /auth', async () => {
    const { deps } = setup('/auth/a/login');
    await act(() => boot(deps));
    expect(await screen.findByText('auth app')).toBeInTheDocument();
    expect(deps.loadRoleApp).not.toHaveBeenCalled();
  });

  it('loads the role app with the role of the first segment', async () => {
    const { deps } = setup('/manager/d/languages');
    await act(() => boot(deps));
    expect(await screen.findByText('manager app')).toBeInTheDocument();
    expect(deps.loadAuthApp).not.toHaveBeenCalled();
  });

  it('starts the role app’s first reads before its code has arrived, and none for the sign-in app', async () => {
    const order: string[] = [];
    let arrive: () => void = () => undefined;
    const { deps } = setup('/admin/d/user-operations/affiliates', {
      startEarlyCalls: vi.fn((role: string) => void order.push(`early calls for ${role}`)),
      loadRoleApp: vi.fn(() => {
        order.push('code requested');
        return new Promise<{ default: () => ReactElement }>((resolve) => (arrive = () => resolve({ default: () => <p>admin app</p> })));
      }),
    });
    const booting = boot(deps);
    expect(order).toEqual(['early calls for admin', 'code requested']);
    await act(async () => {
      arrive();
      await booting;
    });
    expect(await screen.findByText('admin app')).toBeInTheDocument();

    const auth = setup('/auth/a/login', { startEarlyCalls: vi.fn() });
    await act(() => boot(auth.deps));
    expect(auth.deps.startEarlyCalls).not.toHaveBeenCalled();
  });

  it('sends any other path to the sign-in page', async () => {
    const { deps, location } = setup('/');
    await boot(deps);
    expect(location.replace).toHaveBeenCalledWith('/auth/a/login');
    expect(deps.loadAuthApp).not.toHaveBeenCalled();
  });

  it('re-navigates an encoded deep link before the app starts (R23)', async () => {
    const { deps, history } = setup('/admin/d/languages%3Fpage%3D2');
    await act(() => boot(deps));
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/admin/d/languages?page=2');
  });

  it('logs a bootstrap failure and says so on the page (R74)', async () => {
    const failure = new Error('chunk failed to load');
    const { deps } = setup('/admin/d/', { loadRoleApp: () => Promise.reject(failure) });
    await boot(deps);
    expect(deps.logger?.error).toHaveBeenCalledWith('Bootstrap failed', failure);
    expect(screen.getByRole('alert')).toHaveTextContent('The application could not be loaded.');
  });
});
