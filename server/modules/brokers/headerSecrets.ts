import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/tx';
import { settings } from '../../db/schema';
import type { StoredHeader } from '../../db/schema';

/** What a secret header's value is shown as: never the value itself. */
export const SECRET_MASK = '••••••••';
const PREFIX = 'enc:v1:';
const KEY_SETTING = 'secrets_key';

/**
 * The 32-byte key of AES-256-GCM: SECRETS_KEY hashed, or a random key made once and kept in the
 * settings table (docs/decisions/brokers.md: an install without SECRETS_KEY still never shows or
 * answers a secret in the clear, and a dump of the integrations alone does not hold it).
 */
export async function secretsKey(db: Tx, config: Pick<Config, 'secretsKey'>): Promise<Buffer> {
  if (config.secretsKey) return createHash('sha256').update(config.secretsKey).digest();
  await db
    .insert(settings)
    .values({ key: KEY_SETTING, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(sql`${settings.key} = ${KEY_SETTING}`).limit(1);
  return Buffer.from(String(row?.value), 'base64');
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const [iv, tag, body] = stored.slice(PREFIX.length).split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

/** Headers as the API shows them: secret values masked. */
export const maskHeaders = (headers: readonly StoredHeader[]) =>
  headers.map((h) => ({ name: h.name, value: h.secret ? SECRET_MASK : h.value, secret: h.secret }));

/**
 * Headers to store from what a form sends: a secret sent back as the mask keeps the value stored
 * under the same name; any other secret value is encrypted.
 */
export function headersToStore(key: Buffer, sent: readonly StoredHeader[], stored: readonly StoredHeader[]): StoredHeader[] {
  return sent.map((h) => {
    if (!h.secret) return { name: h.name, value: h.value, secret: false };
    const kept = stored.find((s) => s.secret && s.name.toLowerCase() === h.name.toLowerCase());
    if (h.value === SECRET_MASK && kept) return { name: h.name, value: kept.value, secret: true };
    return { name: h.name, value: encryptSecret(key, h.value), secret: true };
  });
}
