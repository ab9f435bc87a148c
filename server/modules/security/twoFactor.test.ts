import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { acceptedStep, newTotpSecret, totpCode } from '../../auth/totp';
import { securityLog, userChanges, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile();

type Json = { success?: boolean; data?: Record<string, unknown> } & Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const cookieOf = (res: Response, name: string) => new RegExp(`${name}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];

const login = (email: string) => t.call('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
const secondStep = (pending: string | undefined, code: string) =>
  t.call('POST', '/api/login/two-factor', { body: { code }, cookie: pending ? `sid_2fa=${pending}` : undefined });

/** Enrols a user through the API; answers the secret and the recovery codes. */
async function enrol(email: string, role: 'admin' | 'manager' | 'affiliate') {
  const cookie = await t.cookieFor(email);
  const started = await t.call('POST', `/api/${role}/me/two-factor`, { cookie });
  expect(started.status).toBe(200);
  const { secret, qr_svg, otpauth_url } = (await json(started)).data as { secret: string; qr_svg: string; otpauth_url: string };
  expect(qr_svg).toContain('<svg');
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  const wrong = await t.call('POST', `/api/${role}/me/two-factor/confirm`, { cookie, body: { code: '000000' } });
  expect(wrong.status).toBe(422);
  expect(await wrong.json()).toEqual([{ field: 'code', message: 'The code is not valid.' }]);
  const confirmed = await t.call('POST', `/api/${role}/me/two-factor/confirm`, { cookie, body: { code: totpCode(secret, new Date()) } });
  expect(confirmed.status).toBe(200);
  const codes = ((await json(confirmed)).data as { recovery_codes: string[] }).recovery_codes;
  return { secret, codes, cookie };
}

describe('TOTP with a fixed clock', () => {
  const secret = newTotpSecret();
  const at = new Date('2026-01-01T12:00:10Z');
  const step = Math.floor(at.getTime() / 30_000);

  it('accepts the code of the moment and of one step either side, not two steps off', () => {
    expect(acceptedStep(secret, totpCode(secret, at), at, 0)).toBe(step);
    expect(acceptedStep(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at, 0)).toBe(step - 1);
    expect(acceptedStep(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at, 0)).toBe(step + 1);
    expect(acceptedStep(secret, totpCode(secret, new Date(at.getTime() - 61_000)), at, 0)).toBeNull();
    expect(acceptedStep(secret, 'abcdef', at, 0)).toBeNull();
  });

  it('refuses a code whose step was already used (replay) or an older one', () => {
    expect(acceptedStep(secret, totpCode(secret, at), at, step)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at, step)).toBeNull();
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code after the password, opens no session until then, and refuses a replayed code', async () => {
    const { secret } = await enrol('affiliate5@example.com', 'affiliate');
    const first = await login('affiliate5@example.com');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, data: { two_factor_required: true } });
    expect(cookieOf(first, 'sid')).toBeUndefined();
    const pending = cookieOf(first, 'sid_2fa');
    expect(pending).toBeTruthy();
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const wrong = await secondStep(pending, '000000');
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual([{ field: 'code', message: 'The code is not valid.' }]);

    // the enrolment used this step's code: the next step's code (inside the window) signs in
    const code = totpCode(secret, new Date(Date.now() + 30_000));
    const done = await secondStep(pending, code);
    expect(done.status).toBe(200);
    expect((await json(done)).data).toMatchObject({ email: 'affiliate5@example.com' });
    const sid = cookieOf(done, 'sid');
    expect(sid).toBeTruthy();
    expect((await t.call('GET', '/api/account', { cookie: `sid=${sid}` })).status).toBe(200);

    // the pending step is spent, and the same code in a new sign-in is a replay
    expect((await secondStep(pending, code)).status).toBe(422);
    const again = cookieOf(await login('affiliate5@example.com'), 'sid_2fa');
    const replay = await secondStep(again, code);
    expect(replay.status).toBe(422);
  });

  it('takes each of ten recovery codes once', async () => {
    const { codes } = await enrol('affiliate6@example.com', 'affiliate');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const pending = cookieOf(await login('affiliate6@example.com'), 'sid_2fa');
    const used = await secondStep(pending, codes[0]!);
    expect(used.status).toBe(200);
    expect((await json(used)).data).toMatchObject({ recovery_codes_left: 9 });
    const pendingAgain = cookieOf(await login('affiliate6@example.com'), 'sid_2fa');
    expect((await secondStep(pendingAgain, codes[0]!)).status).toBe(422);
    expect((await secondStep(pendingAgain, codes[1]!)).status).toBe(200);
  });

  it('turns off only with a valid code', async () => {
    const { secret, cookie } = await enrol('affiliate7@example.com', 'affiliate');
    expect((await t.call('POST', '/api/affiliate/me/two-factor/disable', { cookie, body: { code: '000000' } })).status).toBe(422);
    const off = await t.call('POST', '/api/affiliate/me/two-factor/disable', { cookie, body: { code: totpCode(secret, new Date(Date.now() + 30_000)) } });
    expect(off.status).toBe(200);
    const signIn = await login('affiliate7@example.com');
    expect(cookieOf(signIn, 'sid')).toBeTruthy();
    const events = await t.database.db.select({ event: securityLog.event }).from(securityLog).where(eq(securityLog.email, 'affiliate7@example.com'));
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['two_factor_enabled', 'two_factor_disabled', 'login']));
  });

  it('lets an admin reset a user’s second factor, change-logged', async () => {
    await enrol('affiliate8@example.com', 'affiliate');
    const admin = await t.cookieFor('admin');
    const [target] = await t.database.db.select().from(users).where(eq(users.email, 'affiliate8@example.com'));
    const res = await t.call('POST', `/api/admin/user_profiles/user-accounts/${target!.id}/reset-two-factor`, { cookie: admin });
    expect(res.status).toBe(200);
    const logged = await t.database.db.select().from(userChanges).where(and(eq(userChanges.userId, target!.id), eq(userChanges.action, 'reset-two-factor')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.changes).toEqual({ two_factor: { from: true, to: false } });
    expect(cookieOf(await login('affiliate8@example.com'), 'sid')).toBeTruthy();
  });
});

describe('required two-factor policy', () => {
  it('sends staff without a second factor to enrol once an admin requires it; affiliates are not obliged', async () => {
    const admin = await t.cookieFor('admin');
    expect((await t.call('PUT', '/api/admin/security/policy', { cookie: admin, body: { require_two_factor_for_staff: 'yes' } })).status).toBe(422);
    const on = await t.call('PUT', '/api/admin/security/policy', { cookie: admin, body: { require_two_factor_for_staff: true } });
    expect((await json(on)).data).toEqual({ require_two_factor_for_staff: true });
    try {
      const manager = await login('manager@example.com');
      expect((await json(manager)).data).toMatchObject({ email: 'manager@example.com', two_factor_enrolment_required: true });
      const status = await t.call('GET', '/api/manager/me/two-factor', { cookie: `sid=${cookieOf(manager, 'sid')}` });
      expect((await json(status)).data).toEqual({ enabled: false, recovery_codes_left: 0, required: true });
      const affiliate = await login('affiliate@example.com');
      expect((await json(affiliate)).data).not.toHaveProperty('two_factor_enrolment_required');
    } finally {
      await t.call('PUT', '/api/admin/security/policy', { cookie: admin, body: { require_two_factor_for_staff: false } });
    }
    expect((await json(await login('manager@example.com'))).data).not.toHaveProperty('two_factor_enrolment_required');
    // four real password checks (scrypt) on a shared machine
  }, 120_000);
});
