import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { totpCode } from '../../auth/totp';
import { mailOutbox, securityLog, signInThrottle } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { serverAppPerFile } from '../../../test/serverTest';

// The sign-in throttle: tries are counted before the password or code is checked, in the database.
const PER_ACCOUNT = 5;
const ACROSS_ADDRESSES = 8;
const FIRST_DELAY_S = 60;
const t = serverAppPerFile({
  LOGIN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
  LOGIN_MAX_FAILURES_PER_ADDRESS: '20',
  LOGIN_MAX_FAILURES_ACROSS_ADDRESSES: String(ACROSS_ADDRESSES),
  // a minute, not the default 15 s: a flood of tries on a loaded 2-core machine took longer than
  // 15 s, and a delay that runs out during the test lets in a try it expects refused
  LOGIN_FIRST_DELAY_SECONDS: String(FIRST_DELAY_S),
});

const cookieOf = (res: Response, name: string) => new RegExp(`(?:^|[ ,])${name}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];

const login = (email: string, password: string, ip: string, device?: string) =>
  t.call('POST', '/api/login', { body: { email, password }, headers: { 'X-Test-Ip': ip }, cookie: device ? `sid_device=${device}` : undefined });

const statuses = (answers: Response[]) => {
  const count: Record<number, number> = {};
  for (const res of answers) count[res.status] = (count[res.status] ?? 0) + 1;
  return count;
};

/** Security-log rows of one event for one e-mail: one per password (or code) actually checked and wrong. */
const failuresLogged = async (event: string, email: string) =>
  (await t.database.db.select().from(securityLog).where(and(eq(securityLog.event, event), eq(securityLog.email, email)))).length;

/** The delays pass: every counter of the throttle may count again (time moved, not waited). */
// a second back: the app's clock reads milliseconds, the database's microseconds, and a sign-in
// within the same millisecond as this update would otherwise still be early
const delaysPass = () => t.database.db.update(signInThrottle).set({ nextAt: sql`least(${signInThrottle.nextAt}, now() - interval '1 second')` });

describe('concurrent tries', () => {
  it('checks no more than the allowed passwords of 200 concurrent tries for one account from one address, the right one included', async () => {
    const email = 'affiliate6@example.com';
    const tries = Array.from({ length: 200 }, (_, i) => login(email, i === 100 ? DEMO_PASSWORD : `wrong-${i}`, '10.50.0.1'));
    const answers = await Promise.all(tries);
    const count = statuses(answers);
    // the right password came after the allowed tries: it is refused like the rest
    expect(count).toEqual({ 422: PER_ACCOUNT, 429: 200 - PER_ACCOUNT });
    expect(await failuresLogged('login_failed', email)).toBe(PER_ACCOUNT);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({ success: false, message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signs in once when the right password is among the allowed tries, and never more often than allowed', async () => {
    const email = 'affiliate7@example.com';
    const tries = Array.from({ length: 200 }, (_, i) => login(email, i === 2 ? DEMO_PASSWORD : `wrong-${i}`, '10.51.0.1'));
    const count = statuses(await Promise.all(tries));
    expect(count[200]).toBe(1);
    // the right password gives its try back, and the sign-in starts this address's count afresh:
    // tries checked after it are held by the account's count from anywhere, which a sign-in does
    // not wipe (how many land after it depends on how fast the check is, never beyond that count)
    expect((count[200] ?? 0) + (count[422] ?? 0)).toBeLessThanOrEqual(ACROSS_ADDRESSES + 1);
    expect(count[429]).toBeGreaterThanOrEqual(200 - ACROSS_ADDRESSES - 1);
  });

  it('checks no more than the account-wide allowance of 200 concurrent tries from 200 addresses', async () => {
    const email = 'affiliate8@example.com';
    const tries = Array.from({ length: 200 }, (_, i) => login(email, `wrong-${i}`, `10.52.${Math.floor(i / 250)}.${i % 250}`));
    const count = statuses(await Promise.all(tries));
    expect(count).toEqual({ 422: ACROSS_ADDRESSES, 429: 200 - ACROSS_ADDRESSES });
    expect(await failuresLogged('login_failed', email)).toBe(ACROSS_ADDRESSES);
  });
});

describe('growing delays', () => {
  it('allows one more try after each delay, the delay doubling, and starts afresh once signed in', async () => {
    const email = 'affiliate9@example.com';
    const ip = '10.53.0.1';
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await login(email, 'wrong-password', ip)).status).toBe(422);
    const first = await login(email, DEMO_PASSWORD, ip);
    expect(first.status).toBe(429);
    // the first delay from the last counted try, a password check ago
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(FIRST_DELAY_S - 10);
    expect(Number(first.headers.get('retry-after'))).toBeLessThanOrEqual(FIRST_DELAY_S);

    await delaysPass();
    expect((await login(email, 'wrong-password', ip)).status).toBe(422);
    const second = await login(email, DEMO_PASSWORD, ip);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(FIRST_DELAY_S);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(2 * FIRST_DELAY_S);

    await delaysPass();
    expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(200);
    // signed in: this account from this address starts afresh (it was a minute's delay away);
    // the account from anywhere keeps its count: the owner's sign-in does not wipe others' failures
    expect((await login(email, 'wrong-password', ip)).status).toBe(422);
  });

  it('counts an IPv6 address by its /64', async () => {
    const email = 'affiliate10@example.com';
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await login(email, 'wrong-password', `2001:db8:7:1::${i + 1}`)).status).toBe(422);
    expect((await login(email, DEMO_PASSWORD, '2001:db8:7:1:ffff::9')).status).toBe(429);
    expect((await login(email, DEMO_PASSWORD, '2001:db8:7:2::1')).status).toBe(200);
  });
});

describe('lockout cannot keep the owner out', () => {
  it('signs the owner in from a known device while an attacker has the account and the address throttled', async () => {
    const email = 'affiliate11@example.com';
    const owner = await login(email, DEMO_PASSWORD, '10.54.0.1');
    expect(owner.status).toBe(200);
    const device = cookieOf(owner, 'sid_device');
    expect(device).toBeTruthy();
    expect(owner.headers.get('set-cookie')).toMatch(/sid_device=[^;]+;[^,]*Path=\/api\/login/i);

    // the attacker's flood, from the owner's own address and from many others
    await Promise.all(Array.from({ length: 60 }, (_, i) => login(email, `wrong-${i}`, i < 30 ? '10.54.0.1' : `10.55.0.${i}`)));
    expect((await login(email, DEMO_PASSWORD, '10.54.0.1')).status).toBe(429);
    expect((await login(email, DEMO_PASSWORD, '10.56.0.1')).status).toBe(429);

    // the owner's browser counts on its own: from the throttled address, and from anywhere
    expect((await login(email, DEMO_PASSWORD, '10.54.0.1', device)).status).toBe(200);
    expect((await login(email, DEMO_PASSWORD, '10.57.0.1', device)).status).toBe(200);
    // the cookie is this account's only, and a forged one is no cookie
    expect((await login('affiliate12@example.com', 'wrong-password', '10.54.0.1', device)).status).toBe(422);
    expect((await login(email, DEMO_PASSWORD, '10.54.0.1', 'forged-device-token')).status).toBe(429);
  });

  it('throttles a known device on its own counter (its owner mistyping)', async () => {
    const email = 'affiliate13@example.com';
    const device = cookieOf(await login(email, DEMO_PASSWORD, '10.58.0.1'), 'sid_device')!;
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await login(email, 'wrong-password', '10.58.0.1', device)).status).toBe(422);
    expect((await login(email, DEMO_PASSWORD, '10.58.0.1', device)).status).toBe(429);
    // another browser of the owner's, from another address, is not held up by it
    expect((await login(email, DEMO_PASSWORD, '10.59.0.1')).status).toBe(200);
  });

  it('makes the browser that follows a password-reset link a known device', async () => {
    const email = 'affiliate14@example.com';
    await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `wrong-${i}`, `10.60.0.${i}`)));
    expect((await login(email, DEMO_PASSWORD, '10.61.0.1')).status).toBe(429);
    expect((await t.call('POST', '/api/password-reset', { body: { email } })).status).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.id));
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    const reset = await t.call('POST', '/api/password-reset/confirm', { body: { token, password: 'brand-new-pass-1', password_confirmation: 'brand-new-pass-1' } });
    expect(reset.status).toBe(200);
    const device = cookieOf(reset, 'sid_device');
    expect(device).toBeTruthy();
    expect((await login(email, 'brand-new-pass-1', '10.61.0.1', device)).status).toBe(200);
  });
});

describe('second factor', () => {
  it('checks no more than the allowed codes of 200 concurrent tries, and the owner still signs in from a known device', async () => {
    const email = 'affiliate15@example.com';
    const cookie = await t.cookieFor(email);
    const started = await t.call('POST', '/api/affiliate/me/two-factor', { cookie });
    const { secret } = ((await started.json()) as { data: { secret: string } }).data;
    const confirmed = await t.call('POST', '/api/affiliate/me/two-factor/confirm', { cookie, body: { code: totpCode(secret, new Date()) } });
    expect(confirmed.status).toBe(200);
    const recoveryCodes = ((await confirmed.json()) as { data: { recovery_codes: string[] } }).data.recovery_codes;

    // the owner signs in once from their browser (password, then code): it becomes a known device
    const ownerStep = await login(email, DEMO_PASSWORD, '10.62.0.1');
    const ownerDone = await t.call('POST', '/api/login/two-factor', {
      body: { code: totpCode(secret, new Date(Date.now() + 30_000)) },
      cookie: `sid_2fa=${cookieOf(ownerStep, 'sid_2fa')}`,
      headers: { 'X-Test-Ip': '10.62.0.1' },
    });
    expect(ownerDone.status).toBe(200);
    const device = cookieOf(ownerDone, 'sid_device')!;
    expect(device).toBeTruthy();

    // an attacker with the password floods the code step
    const step = await login(email, DEMO_PASSWORD, '10.63.0.1');
    expect(step.status).toBe(200);
    const pending = cookieOf(step, 'sid_2fa');
    const codes = Array.from({ length: 200 }, (_, i) =>
      t.call('POST', '/api/login/two-factor', { body: { code: String(i).padStart(6, '0') }, cookie: `sid_2fa=${pending}`, headers: { 'X-Test-Ip': '10.63.0.1' } }),
    );
    const count = statuses(await Promise.all(codes));
    expect(count).toEqual({ 422: PER_ACCOUNT, 429: 200 - PER_ACCOUNT });
    expect(await failuresLogged('two_factor_failed', email)).toBe(PER_ACCOUNT);

    // the owner, from a known device, is not held up by it
    const again = await login(email, DEMO_PASSWORD, '10.63.0.1', device);
    expect(again.status).toBe(200);
    const done = await t.call('POST', '/api/login/two-factor', {
      body: { code: recoveryCodes[0] },
      cookie: `sid_2fa=${cookieOf(again, 'sid_2fa')}; sid_device=${device}`,
      headers: { 'X-Test-Ip': '10.63.0.1' },
    });
    expect(done.status).toBe(200);
  });
});
