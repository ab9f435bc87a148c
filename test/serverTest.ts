import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './serverApp';

/**
 * The preamble every server test file shares: `const t = serverAppPerFile(overrides)` opens the real API
 * app over the file's own seeded database before the file's tests and closes it after them. `t` is
 * a TestApp; it is ready in the file's own `beforeAll` and tests.
 */
export function serverAppPerFile(overrides: Partial<Record<string, string>> = {}): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(overrides);
  });
  afterAll(() => opened?.close());
  const app = () => {
    if (!opened) throw new Error('serverAppPerFile: the app opens in beforeAll; use it in a hook or a test');
    return opened;
  };
  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    get config() {
      return app().config;
    },
    cookieFor: (who) => app().cookieFor(who),
    call: (method, path, options) => app().call(method, path, options),
    close: () => app().close(),
  };
}
