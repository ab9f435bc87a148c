import { z } from 'zod';
import { isTimeZone } from '../../../domain/time-zones';
import { RegistrationType, REGISTRATION_TYPE_PERMISSION } from '../../../domain/enums/user';
import { ReferralStatus, RewardType } from '../../../domain/enums/commission';
import { isWorkspaceFeature } from '../../../domain/permissions/features';
import { url } from '../../../domain/validators/url';
import { FRAUD_SETTING_LIMITS, RiskyAction } from '../../../domain/quality/fraudSettings';
import { isSettingsSection, SETTINGS_SECTIONS, type SystemSettings } from '../../../domain/settings/systemSettings';
import { can } from '../../http/guards';
import { ValidationError } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { ACCOUNT_ROLES } from '../../http/types';
import { parseBody, parseWith } from '../../http/validate';
import { newPostbackToken } from '../offers/advertiserRoutes';
import { findUserById } from '../users/userRepository';
import * as repo from './settingsRepository';
import { changeNetworkToken, changeSection } from './settingsActivity';
import { actorOf } from '../users/requestContext';

const id = (label: string) =>
  z.number({ message: `${label} must be a number.` }).int(`${label} must be a whole number.`).positive(`${label} is required.`).max(2_147_483_647, `${label} id is too large.`);

const generalBody = z
  .object({
    registration_type_id: z.number({ message: 'Registration type must be 1 (Open), 2 (Moderated) or 3 (Closed).' }).refine(RegistrationType.is, 'Registration type must be 1 (Open), 2 (Moderated) or 3 (Closed).'),
    default_payment_terms_id: z.number({ message: 'Payment terms must be a number.' })
      .int('Payment terms must be a whole number.')
      .min(0, 'Payment terms cannot be negative.')
      .max(2_147_483_647, 'Payment terms id is too large.'),
    system_commission_threshold: z.number({ message: 'The threshold must be a number.' })
      .min(0, 'The threshold cannot be negative.')
      .max(1_000_000_000_000, 'The threshold is too large.')
      .refine((v) => Math.round(v * 100) === v * 100, 'The threshold has at most two decimals.'),
    default_affiliate_manager_id: id('Default affiliate manager'),
    default_advertiser_id: id('Default advertiser'),
    workspace_features: z
      .array(z.string().refine(isWorkspaceFeature, 'Unknown workspace feature.'), { message: 'Workspace features must be a list.' })
      .max(100),
    // a refused click's destination: a public http(s) address, or empty for the tracker's 404 page
    fallback_url: z
      .string({ message: 'The fallback URL must be text.' })
      .trim()
      .max(2000, 'The fallback URL is too long.')
      .refine((v) => v === '' || (/^https?:\/\//i.test(v) && url(v) === undefined), 'Enter a public http(s) address, such as https://example.com/.'),
    // printed on the affiliates' invoices
    network_legal_name: z.string({ message: 'The legal name must be text.' }).trim().max(200, 'The legal name has at most 200 characters.'),
    network_address: z.string({ message: 'The address must be text.' }).trim().max(1000, 'The address has at most 1000 characters.'),
    // the days, weeks and months offer caps count in
    time_zone: z.string({ message: 'Unknown time zone.' }).refine(isTimeZone, 'Unknown time zone.'),
  })
  .partial()
  .strict();

const referralBody = z
  .object({
    status: z.number({ message: 'Status must be 1 (Active) or -1 (Inactive).' }).refine(ReferralStatus.is, 'Status must be 1 (Active) or -1 (Inactive).'),
    reward_type_id: z.number({ message: 'Unknown reward type.' }).refine(RewardType.is, 'Unknown reward type.'),
    reward_value: z
      .number({ message: 'The reward must be a number.' })
      .min(0, 'The reward cannot be negative.')
      .max(1_000_000_000)
      // billed to the cent (docs/decisions/referrals.md): a percentage or an amount with at most two decimals
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'The reward has at most two decimals.'),
  })
  .partial()
  .strict();

const limitedNumber = (field: keyof typeof FRAUD_SETTING_LIMITS, what: string) => {
  const { min, max, integer } = FRAUD_SETTING_LIMITS[field];
  const range = `${what} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}.`;
  const n = z.number({ message: range }).min(min, range).max(max, range);
  return integer ? n.int(range) : n.refine((v) => Math.round(v * 100) === v * 100, `${what} has at most two decimals.`);
};

const fraudBody = z
  .object({
    duplicate_window_minutes: limitedNumber('duplicate_window_minutes', 'The duplicate window (minutes)'),
    duplicate_ip_clicks: limitedNumber('duplicate_ip_clicks', 'Clicks from one IP'),
    min_conversion_seconds: limitedNumber('min_conversion_seconds', 'The shortest click-to-conversion time (seconds)'),
    conversion_rate_factor: limitedNumber('conversion_rate_factor', 'The conversion-rate factor'),
    conversion_rate_min_conversions: limitedNumber('conversion_rate_min_conversions', 'The conversions before a spike is judged'),
    mixed_reasons_for_risky: limitedNumber('mixed_reasons_for_risky', 'The reasons that make traffic Risky'),
    risky_alert_percent: limitedNumber('risky_alert_percent', 'The Risky share that raises the alert (%)'),
    risky_alert_min_clicks: limitedNumber('risky_alert_min_clicks', 'The clicks before their Risky share is judged'),
    risky_alert_min_conversions: limitedNumber('risky_alert_min_conversions', 'The conversions before their Risky share is judged'),
    risky_action: z
      .string({ message: 'What Risky does must be flag, hold or not_payable.' })
      .refine(RiskyAction.is, 'What Risky does must be flag, hold or not_payable.'),
  })
  .partial()
  .strict();

const configQuery = z.object({
  section: z
    .union([z.enum(SETTINGS_SECTIONS), z.array(z.enum(SETTINGS_SECTIONS))], { message: 'Unknown settings section.' })
    .optional(),
});

/** `section=a`, `section[0]=a&section[1]=b` and `section=a,b` all name sections. */
function sectionsQuery(c: Ctx): unknown {
  const values = Object.entries(c.req.queries())
    .filter(([key]) => key === 'section' || /^section\[\d*\]$/.test(key))
    .flatMap(([, v]) => v.flatMap((s) => s.split(',')))
    .filter(Boolean);
  return { section: values.length ? values : undefined };
}

/** GET /settings/config[?section=…]: the system settings, by section (spec 1 §7). */
async function readConfig(c: Ctx) {
  const query = parseWith(configQuery, sectionsQuery(c));
  const all = await repo.readSystemSettings(c.var.deps.db);
  const wanted = query.section === undefined ? SETTINGS_SECTIONS : [query.section].flat();
  const data = Object.fromEntries(wanted.filter(isSettingsSection).map((s) => [s, all[s]])) as Partial<SystemSettings>;
  return ok(c, data);
}

async function updateGeneral(c: Ctx) {
  const db = c.var.deps.db;
  const body = await parseBody(c, generalBody);
  const current = (await repo.readSystemSettings(db))['general-settings'];
  const errors = [];
  // a registration type is chosen only with its key (spec 2 §4); keeping the current one needs none
  const type = body.registration_type_id;
  if (type !== undefined && type !== current.registration_type_id && !can(c, REGISTRATION_TYPE_PERMISSION[type])) {
    errors.push({ field: 'registration_type_id', message: 'You may not choose this registration type.' });
  }
  if (body.default_affiliate_manager_id !== undefined && body.default_affiliate_manager_id !== current.default_affiliate_manager_id) {
    const manager = await findUserById(db, body.default_affiliate_manager_id);
    if (!manager || (manager.userType !== 0 && manager.userType !== 1)) {
      errors.push({ field: 'default_affiliate_manager_id', message: 'Choose a manager.' });
    }
  }
  if (errors.length) throw new ValidationError(errors);
  await changeSection(db, actorOf(c), 'general-settings', c.var.deps.now(), (tx) => repo.writeGeneralSettings(tx, body as Parameters<typeof repo.writeGeneralSettings>[1], c.var.deps.now()));
  return ok(c, (await repo.readSystemSettings(db))['general-settings']);
}

async function updateReferral(c: Ctx) {
  const db = c.var.deps.db;
  const body = await parseBody(c, referralBody);
  const next = { ...(await repo.readSystemSettings(db))['default-referral-program'], ...body };
  if (next.reward_type_id === RewardType.PercentageOfFriendsPayment && next.reward_value > 100) {
    throw new ValidationError([{ field: 'reward_value', message: 'A percentage is at most 100.' }]);
  }
  await changeSection(db, actorOf(c), 'default-referral-program', c.var.deps.now(), (tx) => repo.saveReferralProgram(tx, body as Parameters<typeof repo.saveReferralProgram>[1], c.var.deps.now()));
  return ok(c, (await repo.readSystemSettings(db))['default-referral-program']);
}

/** PUT …/fraud-detection: the thresholds of traffic quality and what Risky does (spec 4 §4). */
async function updateFraud(c: Ctx) {
  const db = c.var.deps.db;
  const body = await parseBody(c, fraudBody);
  await changeSection(db, actorOf(c), 'fraud-detection', c.var.deps.now(), (tx) => repo.saveFraudSettings(tx, body as Parameters<typeof repo.saveFraudSettings>[1], c.var.deps.now()));
  return ok(c, await repo.readFraudSettings(db));
}

/** GET /settings/workspace: the features and registration type every screen may need to know. */
async function readWorkspace(c: Ctx) {
  const general = (await repo.readSystemSettings(c.var.deps.db))['general-settings'];
  return ok(c, { workspace_features: general.workspace_features, registration_type_id: general.registration_type_id });
}

/** GET /settings/network-postback-token: the network-wide postback token (spec 3 §4), null until generated. */
async function readNetworkToken(c: Ctx) {
  return ok(c, { token: await repo.readNetworkToken(c.var.deps.db) });
}

/** POST /settings/network-postback-token: a new network token; the old one stops working at once. */
async function regenerateNetworkToken(c: Ctx) {
  const token = newPostbackToken();
  await changeNetworkToken(c.var.deps.db, actorOf(c), token, c.var.deps.now());
  return ok(c, { token });
}

const ADMIN = { kind: 'roles', roles: ['admin'] } as const;
const BATCH = '/settings/config/batch-update';

export const settingsEndpoints: Endpoint[] = [
  { method: 'GET', path: '/settings/config', access: ADMIN, handler: readConfig },
  { method: 'PUT', path: `${BATCH}/general-settings`, access: ADMIN, handler: updateGeneral },
  { method: 'PUT', path: `${BATCH}/default-referral-program`, access: { ...ADMIN, feature: 'referral_program' }, handler: updateReferral },
  { method: 'PUT', path: `${BATCH}/fraud-detection`, access: { ...ADMIN, feature: 'fraud_detection' }, handler: updateFraud },
  { method: 'GET', path: '/settings/network-postback-token', access: ADMIN, handler: readNetworkToken },
  { method: 'POST', path: '/settings/network-postback-token', access: ADMIN, handler: regenerateNetworkToken },
  { method: 'GET', path: '/settings/workspace', access: { kind: 'roles', roles: ACCOUNT_ROLES }, summary: 'The network’s name, features and defaults', handler: readWorkspace },
];
