import { z } from 'zod';
import { EmailStatus, RegistrationType, UserRegistrationStatus, UserStatus, UserType } from '../../../domain/enums/user';
import { hashPassword } from '../../auth/passwords';
import { fieldError, Forbidden, NotFound, TooManyRequests } from '../../errors';
import { ownOrigin } from '../../http/guards';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { readSystemSettings } from '../settings/settingsRepository';
import { MANAGE } from './access';
import { changeUserByToken, USER_NOT_FOUND } from './accountChanges';
import { email, mobile, passwordPair, personName, profileFields, userId } from './fields';
import { registerAccount, registrationsFrom } from './registrationRepository';
import { referrerByCode } from '../referrals/referralRepository';
import { findUserByEmail, findUserById } from './userRepository';
import { findInScope } from './scope';
import { actorOf, viewerOf } from './requestContext';
import { ALREADY_CONFIRMED, mailVerification, sendAlreadyRegistered } from './verification';

export const REGISTRATION_CLOSED = 'Registration is closed. Please contact the network to get an account.';
export const TOO_MANY_REGISTRATIONS = 'Too many registrations from this address. Please try again later.';

const registrationBody = z
  .object({
    email,
    first_name: personName('First name'),
    last_name: personName('Last name'),
    mobile: mobile.optional(),
    /** the id of the manager or administrator whose invitation link brought the visitor */
    ref: userId('Invitation').optional(),
    /** the code of the affiliate whose referral link brought the visitor (spec 4 §6): an unknown code is ignored */
    referral_code: z.string({ message: 'The referral code must be text.' }).trim().max(64, 'The referral code is too long.').optional(),
    /** the language the visitor read the form in: the profile's, so their letters come in it */
    language: profileFields.language.optional(),
  })
  .and(passwordPair);

/**
 * The same answer for a new address and a registered one (no account enumeration): the
 * visitor learns only whether an e-mail leaves for the address, which depends on the workspace
 * (an SMTP server set up), not on the address: without one the mail waits in the outbox and the
 * sign-in app says that the network will confirm the address (docs/decisions/users.md).
 */
const registered = (c: Ctx, address: string, requiresApproval: boolean) =>
  ok(c, { email: address, requires_approval: requiresApproval, email_verification_sent: Boolean(c.var.deps.config.smtpUrl) }, 201);

/**
 * POST /registration/first-time under the workspace registration type: Open makes an active
 * affiliate at once, Moderated an affiliate request that waits for approval, Closed refuses. A
 * registered address gets the same answer after the same work (a password hash, one e-mail), and
 * its owner an e-mail saying so.
 */
async function register(c: Ctx) {
  const { db, now } = c.var.deps;
  const settings = (await readSystemSettings(db))['general-settings'];
  if (settings.registration_type_id === RegistrationType.Closed) throw new Forbidden(REGISTRATION_CLOSED);
  const body = await parseBody(c, registrationBody);
  const ip = c.var.deps.clientIp(c);
  if ((await registrationsFrom(db, ip, now())) >= c.var.deps.config.registrationMaxPerAddress) throw new TooManyRequests(TOO_MANY_REGISTRATIONS);
  const open = settings.registration_type_id === RegistrationType.Open;
  const existing = await findUserByEmail(db, body.email);
  if (existing) {
    await hashPassword(body.password);
    await sendAlreadyRegistered(db, existing, ownOrigin(c), now());
    return registered(c, body.email, !open);
  }
  const inviter = body.ref === undefined ? undefined : await findUserById(db, body.ref);
  const invitedBy = inviter && (inviter.userType === UserType.Admin || inviter.userType === UserType.Manager) ? inviter : undefined;
  const fallback = await findUserById(db, settings.default_affiliate_manager_id);
  const managerId = invitedBy?.userType === UserType.Manager ? invitedBy.id : fallback?.userType === UserType.Manager ? fallback.id : null;
  // the referral program ties the new affiliate to their referrer while the feature is on (docs/decisions/referrals.md)
  const referredById = body.referral_code && settings.workspace_features.includes('referral_program') ? ((await referrerByCode(db, body.referral_code)) ?? null) : null;
  const user = await registerAccount(
    db,
    {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      firstName: body.first_name,
      lastName: body.last_name,
      mobile: body.mobile ?? '',
      userType: UserType.Affiliate,
      statusId: open ? UserStatus.Active : UserStatus.Inactive,
      registrationStatus: open ? UserRegistrationStatus.Completed : UserRegistrationStatus.Pending,
      // the dashboard's request funnel counts a pending request by this flag
      registrationCompleted: open,
      emailStatus: EmailStatus.Unconfirmed,
      ...(body.language ? { language: body.language } : {}),
      managerId,
      registeredById: invitedBy?.id ?? null,
      referredById,
    },
    ip,
    ownOrigin(c),
    now(),
  );
  // undefined: a registration of the same address a moment earlier won the race; the same answer
  return registered(c, user?.email ?? body.email, !open);
}

const verifyBody = z.object({ token: z.string({ message: 'The confirmation token is missing.' }).trim().min(1, 'The confirmation token is missing.').max(200) });
async function verifyEmail(c: Ctx) {
  const body = await parseBody(c, verifyBody);
  const { db, now } = c.var.deps;
  const actor = { id: null, ip: c.var.deps.clientIp(c) };
  const user = await changeUserByToken(db, body.token, actor, { emailStatus: EmailStatus.Confirmed }, now(), { purpose: 'verify', action: 'verify_email' });
  if (!user) throw fieldError('token', 'This confirmation link is unknown, used or expired.');
  return ok(c, { id: user.id, email: user.email, is_email_confirmed: user.emailStatus });
}

const sendBody = z.object({ user_id: userId('User') });
async function sendEmailVerification(c: Ctx) {
  const body = await parseBody(c, sendBody);
  const { db, now } = c.var.deps;
  const target = await findInScope(db, viewerOf(c), body.user_id);
  if (!target) throw new NotFound(USER_NOT_FOUND);
  if (target.emailStatus === EmailStatus.Confirmed) throw fieldError('user_id', ALREADY_CONFIRMED);
  await mailVerification(db, target, ownOrigin(c), now(), actorOf(c));
  return ok(c, { user_id: target.id, email: target.email, sent: true, email_delivery: c.var.deps.config.smtpUrl ? 'smtp' : 'outbox' });
}

export const registrationEndpoints: Endpoint[] = [
  { method: 'POST', path: '/registration/first-time', access: { kind: 'public' }, handler: register },
  { method: 'POST', path: '/registration/verify-email', access: { kind: 'public' }, handler: verifyEmail },
  { method: 'POST', path: '/user-management/email-verification/send', access: MANAGE, handler: sendEmailVerification },
];
