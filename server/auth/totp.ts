import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;

const totpOf = (secret: string, label = '', issuer = 'AffNet') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A fresh 160-bit secret, base32 (the manual key). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, label: string, issuer: string): string => totpOf(secret, label, issuer).toString();

/** The code for that moment (tests and the e2e journey compute codes the same way). */
export const totpCode = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });

/**
 * The time step a code belongs to, when it is valid at `now` (±1 step for clock drift) and newer
 * than `lastStep` — a code already used (or an older one) is a replay and refused.
 */
export function acceptedStep(secret: string, code: string, now: Date, lastStep: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  return step > lastStep ? step : null;
}
