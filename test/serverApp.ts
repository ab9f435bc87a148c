import { createApp, type App } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { readConfig, type Config } from '../server/config';
import type { Database } from '../server/db/client';
import type { Ctx } from '../server/http/types';
import { findUserByEmail } from '../server/modules/users/userRepository';
import { recordEndpoints } from './calledEndpoints';
import { openTestDatabase } from './testDb';

export const DEMO_EMAILS = {
  admin: 'admin@example.com',
  manager: 'manager@example.com',
  affiliate: 'affiliate@example.com',
  advertiser: 'advertiser@example.com',
} as const;

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** a Cookie header value for a fresh session of that demo role or e-mail, made without the slow password check */
  cookieFor(who: keyof typeof DEMO_EMAILS | string): Promise<string>;
  /** app.request with JSON, the CSRF header and an optional cookie */
  call(method: string, path: string, options?: { cookie?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/** The real API app over this file's own seeded database; requests come from X-Test-Ip or 127.0.0.1. */
export async function createTestApp(overrides: Partial<Record<string, string>> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  // the session cache is off unless a test asks for it: many tests change rows directly and
  // expect the next request to see it (through the API a change clears the cache anyway)
  const config = readConfig({ SEED: 'none', SESSION_CACHE_MS: '0', ...overrides });
  const app = recordEndpoints(
    createApp({
      db: database.db,
      config,
      now: () => new Date(),
      clientIp: (c: Ctx) => c.req.header('x-test-ip') ?? '127.0.0.1',
    }),
  );

  async function cookieFor(who: string) {
    const email = who in DEMO_EMAILS ? DEMO_EMAILS[who as keyof typeof DEMO_EMAILS] : who;
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error(`no user ${email} in the test database`);
    const { token } = await createSession(
      database.db,
      { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs },
      user.id,
      { ip: '127.0.0.1', userAgent: 'test' },
    );
    return `sid=${token}`;
  }

  function call(method: string, path: string, options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...options.headers };
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    return Promise.resolve(
      app.request(`http://localhost${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
      }),
    );
  }

  return { app, database, config, cookieFor, call, close: () => database.close() };
}
