import { z } from 'zod';
import { isTimeZone } from '../../../domain/time-zones';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { ACCOUNT_ROLES } from '../../http/types';
import { parseBody } from '../../http/validate';
import { personName } from '../users/fields';
import { readCallbackSecret, updateProfile } from '../users/userRepository';
import { toUserInfo } from '../users/userInfo';

const notificationKeys = z
  .array(z.string().regex(/^[a-z0-9_]{1,64}$/, 'Unknown notification key.'), { message: 'Must be a list of notification keys.' })
  .max(50, 'Too many notification keys.')
  .transform((keys) => [...new Set(keys)]);

const profile = z.object({
  first_name: personName('First name').optional(),
  last_name: personName('Last name').optional(),
  time_zone: z.string().refine(isTimeZone, 'Unknown time zone.').optional(),
  language: z.enum(['en', 'ru'], { message: 'Language must be en or ru.' }).optional(),
  email_notifications: notificationKeys.optional(),
  alert_notifications: notificationKeys.optional(),
});

async function saveProfile(c: Ctx) {
  const body = await parseBody(c, profile);
  // a body naming no field of the profile changes nothing, not even the row's updated_at
  if (Object.values(body).every((value) => value === undefined)) return ok(c, toUserInfo(c.var.session!.user));
  const user = await updateProfile(
    c.var.deps.db,
    c.var.session!.user.id,
    {
      firstName: body.first_name,
      lastName: body.last_name,
      timeZone: body.time_zone,
      language: body.language,
      emailNotifications: body.email_notifications,
      alertNotifications: body.alert_notifications,
    },
    c.var.deps.now(),
  );
  // the session's keys are the effective ones (loadSession), the stored row's are not
  return ok(c, toUserInfo({ ...user, permissions: c.var.session!.user.permissions }));
}

/**
 * The affiliate's own callback secret key, the key their postbacks' X-Signature is made with (made
 * now when they have none yet, as the first delivery would): they verify signatures with it.
 */
/** The affiliate's signing key as stored: empty until the first postback or the affiliate makes one (a GET writes nothing). */
async function callbackSecret(c: Ctx) {
  return ok(c, { callback_secret_key: await readCallbackSecret(c.var.deps.db, c.var.session!.user.id) });
}

export const meEndpoints: Endpoint[] = [
  { method: 'GET', path: '/me', access: { kind: 'roles', roles: ACCOUNT_ROLES }, summary: 'Your account', handler: (c) => ok(c, toUserInfo(c.var.session!.user)) },
  { method: 'PUT', path: '/me', access: { kind: 'roles', roles: ACCOUNT_ROLES }, summary: 'Change your name, language and time zone', body: profile, handler: saveProfile },
  { method: 'GET', path: '/me/callback-secret-key', access: { kind: 'roles', roles: ['affiliate'] }, summary: 'Your postback signing key', handler: callbackSecret },
];
