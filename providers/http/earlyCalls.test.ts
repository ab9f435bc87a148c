import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient';
import { createEarlyCalls } from './earlyCalls';

// A role app's page starts GET /account and GET /{role}/me/ui-settings as it boots; the app's own
// first identical calls take those answers instead of asking the server again.

const apiBase = 'https://app.example/api';

function network(answers: Record<string, () => Response>) {
  const seen: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    seen.push(`${init.method ?? 'GET'} ${url.slice(apiBase.length)}`);
    return (answers[url.slice(apiBase.length)] ?? (() => Response.json({ success: false }, { status: 404 })))();
  }) as unknown as typeof fetch;
  return { seen, fetchImpl };
}

const storage = (viewType: string | null = null) => ({ getItem: (key: string) => (key === 'user_view_type' ? viewType : null) });
const account = { id: 1, email: 'a@example.com', user_type: 1, full_name: 'Ann Admin' };
const settings = { grid_settings: { affiliates: { columns: ['id'] } } };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('early calls', () => {
  it('the app’s first account and settings reads are answered by the calls started at boot: the server is asked once each', async () => {
    const { seen, fetchImpl } = network({
      '/account': () => Response.json({ success: true, data: account }),
      '/admin/me/ui-settings': () => Response.json({ success: true, data: settings }),
    });
    const early = createEarlyCalls({ apiBase, fetchImpl, storage: storage() });
    early.start('admin');
    expect(seen).toEqual(['GET /account', 'GET /admin/me/ui-settings']);

    const http = createHttpClient({ role: 'admin', apiBase, fetchImpl: early.fetch });
    const [me, ui] = await Promise.all([http.request('GET', '/account'), http.request('GET', '/me/ui-settings')]);
    expect(me.json).toEqual({ success: true, data: account });
    expect(ui.json).toEqual({ success: true, data: settings });
    expect(seen).toHaveLength(2);

    // a started answer serves once: later reads see the server's current state
    await http.request('GET', '/account');
    expect(seen).toEqual(['GET /account', 'GET /admin/me/ui-settings', 'GET /account']);
  });

  it('only identical GETs take a started answer; other calls go to the server', async () => {
    const { seen, fetchImpl } = network({ '/account': () => Response.json({ success: true, data: account }) });
    const early = createEarlyCalls({ apiBase, fetchImpl, storage: storage() });
    early.start('manager');
    const http = createHttpClient({ role: 'manager', apiBase, fetchImpl: early.fetch });
    await http.request('POST', '/logout', { silent: true }).catch(() => undefined);
    await http.request('GET', '/account', { query: { fresh: 1 } }).catch(() => undefined);
    expect(seen).toEqual(['GET /account', 'GET /manager/me/ui-settings', 'POST /logout', 'GET /account?fresh=1']);
  });

  it('in view-only mode the settings are not loaded from the server', () => {
    const { seen, fetchImpl } = network({});
    const early = createEarlyCalls({ apiBase, fetchImpl, storage: storage('1') });
    early.start('affiliate');
    expect(seen).toEqual(['GET /account']);
  });

  it('a guest’s 401 reaches the app as a 401, and the settings answer is dropped for a fresh read', async () => {
    const { seen, fetchImpl } = network({
      '/account': () => Response.json({ success: false, message: 'Unauthenticated.' }, { status: 401 }),
      '/admin/me/ui-settings': () => Response.json({ success: false, message: 'Unauthenticated.' }, { status: 401 }),
    });
    const early = createEarlyCalls({ apiBase, fetchImpl, storage: storage() });
    early.start('admin');
    const http = createHttpClient({ role: 'admin', apiBase, fetchImpl: early.fetch });
    await expect(http.request('GET', '/account', { silent: true })).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(async () => {
      await http.request('GET', '/me/ui-settings', { silent: true }).catch(() => undefined);
      expect(seen.filter((call) => call === 'GET /admin/me/ui-settings')).toHaveLength(2);
    });
  });

  it('a caller that gives up stops waiting for a started answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    const early = createEarlyCalls({ apiBase, fetchImpl, storage: storage('1') });
    early.start('admin');
    const controller = new AbortController();
    const waiting = early.fetch(`${apiBase}/account`, { method: 'GET', signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
    answer(Response.json({}));
  });
});
