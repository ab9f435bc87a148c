import { z } from 'zod';
import { UserRegistrationStatus, UserType } from '../../../domain/enums/user';
import { hashPassword } from '../../auth/passwords';
import { NotFound, ValidationError } from '../../errors';
import { ok, type FieldError } from '../../http/respond';
import { roleOfUserType, type Ctx, type Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { can } from '../../http/guards';
import { ADMIN_MANAGE, MANAGE, SELF_OR_MANAGE, SELF_OR_VIEW, VIEW } from './access';
import { changeUserInScope, createAccount, EMAIL_TAKEN, USER_NOT_FOUND } from './accountChanges';
import type { UserPatch } from './changeLog';
import { bankInformationErrors, passwordPair, profileFields } from './fields';
import { readListRow } from './listRepository';
import { findUserByEmail, findUserById, type UserRow } from './userRepository';
import { findInScope } from './scope';
import { actorOf, viewerOf } from './requestContext';
import { toAccount, type Referrer } from './views';

/**
 * Who referred the account (docs/decisions/referrals.md): told to staff who read the referrals
 * (UI_ReferralProgram_View, so the referral_program feature is on), never to the account itself;
 * a link to the referrer's account only when that account is in the viewer's scope.
 */
async function referrerOf(c: Ctx, user: UserRow): Promise<Referrer | null> {
  const viewer = viewerOf(c);
  const staff = viewer.userType === UserType.Admin || viewer.userType === UserType.Manager;
  if (user.referredById === null || !staff || !can(c, 'UI_ReferralProgram_View')) return null;
  const referrer = await findUserById(c.var.deps.db, user.referredById);
  if (!referrer) return null;
  return { id: referrer.id, email: referrer.email, isLink: Boolean(await findInScope(c.var.deps.db, viewer, referrer.id)) };
}

async function readProfile(c: Ctx) {
  const viewer = viewerOf(c);
  const user = await findInScope(c.var.deps.db, viewer, idParam(c));
  const row = user && (await readListRow(c.var.deps.db, user.id));
  if (!user || !row) throw new NotFound(USER_NOT_FOUND);
  return ok(c, toAccount(row, user, viewer.userType, await referrerOf(c, user)));
}

async function readRole(c: Ctx) {
  const user = await findInScope(c.var.deps.db, viewerOf(c), idParam(c));
  if (!user) throw new NotFound(USER_NOT_FOUND);
  return ok(c, { id: user.id, user_type: user.userType, role: roleOfUserType(user.userType) ?? 'advertiser', label: UserType.label(user.userType) });
}

/** A manager_id must name a manager; the answer is the field error, if any. */
async function managerError(c: Ctx, managerId: number | null | undefined): Promise<FieldError[]> {
  if (managerId === undefined || managerId === null) return [];
  const m = await findUserById(c.var.deps.db, managerId);
  return m && m.userType === UserType.Manager ? [] : [{ field: 'manager_id', message: 'Choose an existing manager.' }];
}

const patchBody = z.object(profileFields).partial();
/** What an affiliate (or a manager on their own account) may change about themselves. */
const SELF_FIELDS = new Set(['first_name', 'last_name', 'mobile', 'bank_account_number', 'bank_iban_number', 'time_zone', 'language']);

async function patchProfile(c: Ctx) {
  const viewer = viewerOf(c);
  const id = idParam(c);
  const body = await parseBody(c, patchBody);
  const db = c.var.deps.db;
  const target = await findInScope(db, viewer, id);
  if (!target) throw new NotFound(USER_NOT_FOUND);
  const self = viewer.userType !== UserType.Admin && target.id === viewer.id;
  const errors: FieldError[] = self
    ? Object.keys(body)
        .filter((k) => !SELF_FIELDS.has(k))
        .map((field) => ({ field, message: 'You cannot change this field of your own account.' }))
    : [];
  if ((body.payment_terms_id !== undefined || body.commission_threshold !== undefined) && target.userType !== UserType.Affiliate) {
    errors.push({ field: body.payment_terms_id !== undefined ? 'payment_terms_id' : 'commission_threshold', message: 'Only affiliates have payment terms and a threshold.' });
  }
  if (viewer.userType === UserType.Manager && !self && body.manager_id === null) errors.push({ field: 'manager_id', message: 'An affiliate of yours needs a manager.' });
  errors.push(...(await managerError(c, body.manager_id)));
  if (body.bank_account_number !== undefined || body.bank_iban_number !== undefined) {
    errors.push(...bankInformationErrors(body.bank_account_number ?? target.bankAccountNumber, body.bank_iban_number ?? target.bankIbanNumber));
  }
  if (body.email && body.email !== target.email.toLowerCase()) {
    const other = await findUserByEmail(db, body.email);
    if (other && other.id !== target.id) errors.push({ field: 'email', message: EMAIL_TAKEN });
  }
  if (errors.length) throw new ValidationError(errors);
  const patch: UserPatch = {
    email: body.email,
    firstName: body.first_name,
    lastName: body.last_name,
    mobile: body.mobile,
    managerId: body.manager_id,
    commissionTypeId: body.commission_type_id,
    bankAccountNumber: body.bank_account_number,
    bankIbanNumber: body.bank_iban_number,
    timeZone: body.time_zone,
    language: body.language,
    paymentTermsId: body.payment_terms_id,
    commissionThreshold: body.commission_threshold === undefined ? undefined : body.commission_threshold.toFixed(2),
  };
  await changeUserInScope(db, viewer, actorOf(c), id, patch, c.var.deps.now());
  return readProfile(c);
}

const accountFields = z.object({
  email: profileFields.email,
  first_name: profileFields.first_name,
  last_name: profileFields.last_name,
  mobile: profileFields.mobile.optional(),
  manager_id: profileFields.manager_id.optional(),
  commission_type_id: profileFields.commission_type_id.optional(),
});
const USER_TYPE_MESSAGE = 'User type must be 0 (admin), 1 (manager) or 2 (affiliate).';
const createBody = accountFields
  .extend({ user_type: z.number({ message: USER_TYPE_MESSAGE }).refine((v) => [0, 1, 2].includes(v), USER_TYPE_MESSAGE) })
  .and(passwordPair);
const advertiserBody = accountFields.and(passwordPair);
type AccountInput = z.infer<typeof advertiserBody>;

async function createUser(c: Ctx, input: AccountInput, userType: number) {
  const viewer = viewerOf(c);
  const db = c.var.deps.db;
  const errors: FieldError[] = [];
  if (viewer.userType === UserType.Manager && userType !== UserType.Affiliate) errors.push({ field: 'user_type', message: 'A manager can create affiliates only.' });
  const managerId = viewer.userType === UserType.Manager ? viewer.id : userType === UserType.Affiliate ? (input.manager_id ?? null) : null;
  errors.push(...(await managerError(c, managerId)));
  if (await findUserByEmail(db, input.email)) errors.push({ field: 'email', message: EMAIL_TAKEN });
  if (errors.length) throw new ValidationError(errors);
  const user = await createAccount(
    db,
    actorOf(c),
    {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      userType,
      mobile: input.mobile ?? '',
      managerId,
      commissionTypeId: input.commission_type_id ?? 1,
      registeredById: viewer.id,
      registrationStatus: UserRegistrationStatus.Completed,
    },
    c.var.deps.now(),
  );
  const row = await readListRow(db, user.id);
  return ok(c, toAccount(row!, user, viewer.userType, null), 201);
}

const createProfile = async (c: Ctx) => {
  const body = await parseBody(c, createBody);
  return createUser(c, body, body.user_type);
};
const createAdvertiser = async (c: Ctx) => createUser(c, await parseBody(c, advertiserBody), UserType.Advertiser);

const P = '/user_profiles';
export const profileEndpoints: Endpoint[] = [
  { method: 'GET', path: `${P}/user-accounts/:id/role`, access: VIEW, handler: readRole },
  { method: 'POST', path: `${P}/user-accounts/create/advertiser`, access: ADMIN_MANAGE, handler: createAdvertiser },
  { method: 'POST', path: P, access: MANAGE, handler: createProfile },
  { method: 'GET', path: `${P}/:id`, access: SELF_OR_VIEW, summary: 'A user profile (an affiliate: their own)', handler: readProfile },
  { method: 'PATCH', path: `${P}/:id`, access: SELF_OR_MANAGE, summary: 'Change a user profile (an affiliate: their own name, phone, bank details, time zone and language)', body: patchBody, handler: patchProfile },
];
