import { cleanup, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandlers } from '../mocks/apiHandlers';
import { createTestApp, type TestApp } from '../test/serverApp';
import { createAppDataProvider } from './appDataProvider';
import { createAuthProvider } from './authProvider';
import { DICTIONARY_CACHE_LIFETIME_MS } from './dictionaryCache';
import { createHttpClient } from './http/httpClient';
import { loadI18nProvider } from '../src/i18n/i18nProvider';
import { useDictionary } from './useDictionary';

// The dictionary read cache in a component, against the real server (MSW → server app), on a
// fake wall clock: only Date is faked, so timers, MSW and react-query run as usual.

let testApp: TestApp;
const server = setupServer();
const requests: string[] = [];
const T0 = Math.floor(Date.now() / 1000) * 1000; // near the real time: MSW and the cookie jar still run on real timers

beforeAll(async () => {
  testApp = await createTestApp();
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
beforeEach(async () => {
  localStorage.clear();
  requests.length = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  server.use(...apiHandlers(testApp.app, { cookie: await testApp.cookieFor('admin') }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(async () => {
  server.close();
  await testApp.close();
});

function RedirectTypes() {
  const { data } = useDictionary<Array<{ id: number; name: string }>>('redirect-types');
  return (
    <ul>
      {data?.map((t) => (
        <li key={t.id}>{t.name}</li>
      ))}
    </ul>
  );
}

/** A page load: new providers and a new react-query cache; only localStorage carries over. */
async function pageLoad(locale: 'en' | 'ru' = 'en') {
  cleanup();
  const http = createHttpClient({ role: 'admin' });
  const dataProvider = createAppDataProvider(http, {});
  const i18nProvider = await loadI18nProvider(locale, { storage: null });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RedirectTypes />
    </AdminContext>,
  );
  await screen.findByText(locale === 'en' ? 'Permanent redirect (301)' : 'Постоянное перенаправление (301)');
  return http;
}

const dictionaryCalls = () => requests.filter((r) => r.startsWith('GET /api/admin/dictionary/redirect-types'));

describe('dictionary read cache (R237, R240–R242)', () => {
  it('makes no request for a second read within the lifetime, and one after it', async () => {
    await pageLoad();
    expect(dictionaryCalls()).toEqual(['GET /api/admin/dictionary/redirect-types?lang=en']);

    vi.setSystemTime(T0 + DICTIONARY_CACHE_LIFETIME_MS - 1);
    await pageLoad();
    expect(dictionaryCalls()).toHaveLength(1);

    vi.setSystemTime(T0 + DICTIONARY_CACHE_LIFETIME_MS);
    await pageLoad();
    expect(dictionaryCalls()).toHaveLength(2);
  });

  it('keeps { key, data, timestamp } in the "dictionaries" store of localStorage', async () => {
    await pageLoad();
    const entries = JSON.parse(localStorage.getItem('dictionaries') ?? '[]');
    expect(entries).toEqual([
      { key: '/dictionary/redirect-types?lang=en', data: expect.arrayContaining([{ id: 1, code: '301', name: 'Permanent redirect (301)' }]), timestamp: T0 },
    ]);
  });

  it('keys entries by language, so each language is read once', async () => {
    await pageLoad('en');
    await pageLoad('ru');
    await pageLoad('en');
    await pageLoad('ru');
    expect(dictionaryCalls()).toEqual([
      'GET /api/admin/dictionary/redirect-types?lang=en',
      'GET /api/admin/dictionary/redirect-types?lang=ru',
    ]);
  });

  it('is cleared at logout', async () => {
    const http = await pageLoad();
    expect(localStorage.getItem('dictionaries')).not.toBeNull();
    await createAuthProvider({ role: 'admin', http, navigate: vi.fn() }).logout({});
    expect(localStorage.getItem('dictionaries')).toBeNull();
    server.use(...apiHandlers(testApp.app, { cookie: await testApp.cookieFor('admin') }));
    await pageLoad();
    expect(dictionaryCalls()).toHaveLength(2);
  });
});
