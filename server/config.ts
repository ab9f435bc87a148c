import { z } from 'zod';
import { wholeNumberText } from './http/fields';

// Environment variables are text: a number is decimal digits within its range, never coerced
const whole = (min: number, max: number, fallback: number) => wholeNumberText(min, max).default(fallback);
const int = (fallback: number) => whole(1, Number.MAX_SAFE_INTEGER, fallback);

const schema = z.object({
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SEED_EVENTS: whole(0, 50_000_000, 0),
  SEED_CLICKS: whole(0, 1_000_000, 6000),
  SESSION_IDLE_MINUTES: int(120),
  SESSION_ABSOLUTE_HOURS: int(24 * 14),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(20),
  LOGIN_MAX_FAILURES_ACROSS_ADDRESSES: int(20),
  LOGIN_FAILURE_WINDOW_MINUTES: int(15),
  LOGIN_FIRST_DELAY_SECONDS: int(15),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  OUTGOING_ALLOW_PRIVATE_NETWORKS: z.enum(['0', '1']).default('0'),
  OUTGOING_TIMEOUT_MS: whole(1000, 60_000, 10_000),
  STATIC_DIR: z.string().default('./dist'),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('no-reply@localhost'),
  REGISTRATION_MAX_PER_ADDRESS: int(20),
  NATS_URL: z.string().optional(),
  CLICK_RETENTION_DAYS: int(180),
  LEAD_RETENTION_DAYS: whole(30, Number.MAX_SAFE_INTEGER, 365),
  LOG_RETENTION_DAYS: whole(30, Number.MAX_SAFE_INTEGER, 365),
  ARCHIVE_DIR: z.string().optional(),
  SESSION_CACHE_MS: whole(0, 60_000, 2000),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  API_KEY_REQUESTS_PER_MINUTE: int(120),
  CURRENCY_RATES_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/i, 'CURRENCY_RATES_URL must be an http(s) address')
    .optional(),
  CURRENCY_RATES_EVERY_HOURS: whole(1, 168, 6),
  SECRETS_KEY: z.string().min(16, 'SECRETS_KEY must be at least 16 characters').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** where archive files are written (ARCHIVE_DIR; DATA_DIR/archives by default) */
  archiveDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  /** a rates file (currency,day,rate lines) the server reads on a schedule; none by default */
  currencyRatesUrl: string | undefined;
  currencyRatesEveryMs: number;
  /** synthetic traffic events in the demo seed (benchmarks; 0 by default) */
  seedEvents: number;
  /** clicks of the demo's history, written by the tracker's click store, one in twenty converting */
  seedClicks: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** sign-in tries of one account from one address, or from one known device, before the delays start */
  loginMaxFailuresPerAccount: number;
  /** sign-in tries from one address, whatever the account, before the delays start */
  loginMaxFailuresPerAddress: number;
  /** sign-in tries of one account from every address without its device cookie, before the delays start */
  loginMaxFailuresAcrossAddresses: number;
  /** the longest sign-in delay; a throttle counter is forgotten after that long quiet past its delay */
  loginFailureWindowMs: number;
  /** the first sign-in delay once a counter's free tries are spent (doubling after) */
  loginFirstDelayMs: number;
  /** behind a TLS-terminating proxy: trust X-Forwarded-Proto / X-Forwarded-For */
  trustProxy: boolean;
  staticDir: string;
  /** smtp(s)://user:pass@host:port for outgoing mail; without it mail stays in the outbox table */
  smtpUrl: string | undefined;
  /** sender address of outgoing mail */
  smtpFrom: string;
  /** registrations one address may make per hour (POST /registration/first-time) */
  registrationMaxPerAddress: number;
  /** nats://host:port of a JetStream server: clicks go through it to one writer; without it each process writes its own */
  natsUrl: string | undefined;
  /** raw clicks older than this are dropped with their monthly partition; rollups stay */
  clickRetentionDays: number;
  /** leads whose whole month is older keep only what the reports count; the rest goes to an archive file (feature `archives`) */
  leadRetentionDays: number;
  /** log entries (activity, security, postbacks, webhook deliveries) whose whole month is older go to an archive file (feature `archives`) */
  logRetentionDays: number;
  /** how long a signed-in caller is kept in memory between reads (0: read on every request) */
  sessionCacheMs: number;
  /** the first administrator, made at start while the workspace has none (server/auth/firstAdmin.ts) */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** requests one API key may make per minute (429 beyond) */
  apiKeyRequestsPerMinute: number;
  /** calls to addresses users chose (postbacks, brokers) may reach private and reserved addresses (tests, closed networks only) */
  outgoingAllowPrivate: boolean;
  /** the deadline of one such call, resolving included; a failed "Send test" answers after it whatever the failure */
  outgoingTimeoutMs: number;
  /** the key secrets kept in the database are encrypted with (brokers' header values); without it a random key is made once and kept in the settings table */
  secretsKey: string | undefined;
}

/** Reads the server's settings from the environment; every variable is listed in README.md. */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = schema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    archiveDir: e.ARCHIVE_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}/archives`,
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    seedEvents: e.SEED_EVENTS,
    seedClicks: e.SEED_CLICKS,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginMaxFailuresAcrossAddresses: e.LOGIN_MAX_FAILURES_ACROSS_ADDRESSES,
    loginFailureWindowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    loginFirstDelayMs: e.LOGIN_FIRST_DELAY_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY === '1',
    outgoingAllowPrivate: e.OUTGOING_ALLOW_PRIVATE_NETWORKS === '1',
    outgoingTimeoutMs: e.OUTGOING_TIMEOUT_MS,
    staticDir: e.STATIC_DIR,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    registrationMaxPerAddress: e.REGISTRATION_MAX_PER_ADDRESS,
    natsUrl: e.NATS_URL,
    clickRetentionDays: e.CLICK_RETENTION_DAYS,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    logRetentionDays: e.LOG_RETENTION_DAYS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    secretsKey: e.SECRETS_KEY,
    currencyRatesUrl: e.CURRENCY_RATES_URL,
    currencyRatesEveryMs: e.CURRENCY_RATES_EVERY_HOURS * 3_600_000,
  };
}
