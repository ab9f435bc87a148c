import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, type TestApp } from '../../../test/serverApp';
import { SIGN_IN_REFUSALS } from './signInRefusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '100', LOGIN_MAX_FAILURES_PER_ADDRESS: '100' });
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.call('POST', '/api/login', { body: { email, password } });
const setState = (email: string, statusId: number, registrationStatus: number) =>
  t.database.db.update(users).set({ statusId, registrationStatus }).where(eq(users.email, email));

describe('sign-in after the right password', () => {
  it.each([
    ['pending', 'affiliate5@example.com', 0],
    ['rejected', 'affiliate6@example.com', 2],
    ['blocked', 'affiliate7@example.com', 10],
  ] as const)('%s: says so, and the session is not opened', async (reason, email, registrationStatus) => {
    await setState(email, 0, registrationStatus);
    const res = await login(email, DEMO_PASSWORD);
    expect(res.status).toBe(422);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual([{ field: 'email', message: SIGN_IN_REFUSALS[reason], code: reason }]);
  });

  it('a wrong password or an unknown e-mail keeps the one message, whatever the account state', async () => {
    await setState('affiliate8@example.com', 0, 0);
    for (const res of [await login('affiliate8@example.com', 'not-the-password'), await login('nobody-here@example.com', 'not-the-password')]) {
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual([{ field: 'email', message: 'Incorrect e-mail or password.' }]);
    }
  });
});
