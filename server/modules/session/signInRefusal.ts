import { UserRegistrationStatus, UserStatus } from '../../../domain/enums/user';
import type { UserRow } from '../users/repository';

export type SignInRefusalReason = 'pending' | 'rejected' | 'blocked';

export const SIGN_IN_REFUSALS: Readonly<Record<SignInRefusalReason, string>> = {
  pending: 'Your application is being reviewed. You can sign in once it is approved.',
  rejected: 'Your application was declined. Contact support if you think this is a mistake.',
  blocked: 'This account is blocked. Contact support to have it unblocked.',
};

/**
 * Why a user who typed the right password still may not sign in, or undefined when they may.
 * Only asked after the password check, so it tells nothing to someone guessing e-mails.
 */
export function signInRefusal(user: Pick<UserRow, 'statusId' | 'registrationStatus'>): { reason: SignInRefusalReason; message: string } | undefined {
  if (user.statusId === UserStatus.Active) return undefined;
  const reason: SignInRefusalReason =
    user.registrationStatus === UserRegistrationStatus.Pending ? 'pending' : user.registrationStatus === UserRegistrationStatus.Rejected ? 'rejected' : 'blocked';
  return { reason, message: SIGN_IN_REFUSALS[reason] };
}
