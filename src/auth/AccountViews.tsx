import type { AuthLocale } from './messages';
import { ForgotPassword, ResetPassword } from './PasswordReset';
import { RegistrationForm } from './RegistrationForm';
import { registrationMessages } from './registrationMessages';
import { VerifyEmail } from './VerifyEmail';

export type AccountViewKind = 'registration' | 'forgot-password' | 'reset-password' | 'verify-email';

/**
 * The forms of the sign-in area's other views: the sign-in page loads them when one opens, so a
 * visitor who signs in never downloads them.
 */
export function AccountViews({ kind, locale, onSignIn }: { kind: AccountViewKind; locale: AuthLocale; onSignIn(): void }) {
  const t = registrationMessages[locale];
  switch (kind) {
    case 'registration':
      return <RegistrationForm t={t} locale={locale} onSignIn={onSignIn} />;
    case 'forgot-password':
      return <ForgotPassword t={t} onSignIn={onSignIn} />;
    case 'reset-password':
      return <ResetPassword t={t} onSignIn={onSignIn} />;
    case 'verify-email':
      return <VerifyEmail t={t} onSignIn={onSignIn} />;
  }
}

export default AccountViews;
