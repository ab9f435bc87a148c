import { EmailStatus, UserRegistrationStatus, UserStatus, UserType } from '../../../domain/enums/user';
import type { SignInRefusalReason } from '../../../domain/users/signInRefusal';
import type { UserRow } from '../users/userRepository';

/** The answer's English message per reason; the sign-in page shows its own wording of the code. */
export const SIGN_IN_REFUSALS: Readonly<Record<SignInRefusalReason, string>> = {
  pending: 'Your application is being reviewed. You can sign in once it is approved.',
  rejected: 'Your application was declined. Contact support if you think this is a mistake.',
  blocked: 'This account is blocked. Contact support to have it unblocked.',
  unconfirmed: 'Confirm your e-mail address first: open the confirmation link you were given (by e-mail, or by the network’s team), or ask the network’s support for a new one.',
};

/**
 * Why a user who typed the right password still may not sign in, or undefined when they may.
 * Only asked after the password check, so it tells nothing to someone guessing e-mails.
 */
export function signInRefusal(
  user: Pick<UserRow, 'statusId' | 'registrationStatus' | 'userType' | 'emailStatus'>,
): { reason: SignInRefusalReason; message: string } | undefined {
  if (user.statusId === UserStatus.Active) {
    return mustConfirmEmail(user) ? { reason: 'unconfirmed', message: SIGN_IN_REFUSALS.unconfirmed } : undefined;
  }
  const reason: SignInRefusalReason =
    user.registrationStatus === UserRegistrationStatus.Pending ? 'pending' : user.registrationStatus === UserRegistrationStatus.Rejected ? 'rejected' : 'blocked';
  return { reason, message: SIGN_IN_REFUSALS[reason] };
}

/**
 * A self-registered affiliate proves the address before the first sign-in. Staff and
 * advertisers are made by an administrator with the address confirmed (the column's default);
 * a request a person approved is let in on that approval (docs/decisions.md, sign-in refusals).
 */
function mustConfirmEmail(user: Pick<UserRow, 'registrationStatus' | 'userType' | 'emailStatus'>): boolean {
  return user.userType === UserType.Affiliate && user.emailStatus !== EmailStatus.Confirmed && user.registrationStatus !== UserRegistrationStatus.Confirmed;
}
