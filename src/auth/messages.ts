// The sign-in page carries its own small message table instead of the back office's
// catalogues, which would pull react-admin's messages into the sign-in bundle.

const en = {
  pageTitle: 'Sign in',
  heading: 'Sign in to your account',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  emailRequired: 'Enter your e-mail.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordRequired: 'Enter your password.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again, or reset your password by e-mail (“Forgot your password?”): this browser can then sign in at once.',
  failed: 'Sign-in failed. Please try again.',
  noApp: 'This account has no access to the web application. Sign in with another account or contact support.',
  loading: 'Loading…',
  language: 'Language',
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  support: 'Support',
  home: 'Home page',
  notFoundTitle: 'Page not found',
  notFoundText: 'Either you typed a wrong address, or you followed a bad link.',
  backToSignIn: 'Go to sign-in',
  refusedPending: 'Your application is being reviewed. You can sign in once it is approved.',
  refusedRejected: 'Your application was declined. Contact support if you think this is a mistake.',
  refusedBlocked: 'This account is blocked. Contact support to have it unblocked.',
  refusedUnconfirmed: 'Confirm your e-mail address first: open the confirmation link you were given (by e-mail, or by the network’s team), or ask the network’s support to confirm it.',
  resendConfirmation: 'Send the confirmation link again',
  confirmationResent: 'If this address still needs confirming, a new link is on its way. Open it, then sign in.',
  confirmationHeld: 'This network does not send e-mail by itself, so no link is coming by e-mail: ask the network’s team (support) to confirm your address or to pass the link on to you.',
  resendFailed: 'The link could not be sent. Please try again.',
  code: 'Authentication code',
  codeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  codeRequired: 'Enter the code.',
  verify: 'Verify',
};

export type AuthMessageKey = keyof typeof en;
export type AuthMessages = Record<AuthMessageKey, string>;

const ru = {
  pageTitle: 'Вход',
  heading: 'Вход в личный кабинет',
  email: 'E-mail',
  password: 'Пароль',
  submit: 'Войти',
  submitting: 'Выполняется вход…',
  emailRequired: 'Введите e-mail.',
  emailInvalid: 'Введите корректный адрес e-mail.',
  passwordRequired: 'Введите пароль.',
  tooManyAttempts: 'Слишком много попыток входа. Подождите несколько минут и попробуйте снова или сбросьте пароль по e-mail («Забыли пароль?»): после этого в этом браузере можно будет войти сразу.',
  failed: 'Не удалось войти. Попробуйте ещё раз.',
  noApp: 'У этой учётной записи нет доступа к веб-приложению. Войдите под другой учётной записью или обратитесь в поддержку.',
  loading: 'Загрузка…',
  language: 'Язык',
  terms: 'Условия использования',
  privacy: 'Политика конфиденциальности',
  support: 'Поддержка',
  home: 'Главная страница',
  notFoundTitle: 'Страница не найдена',
  notFoundText: 'Возможно, адрес введён с ошибкой или ссылка устарела.',
  backToSignIn: 'Перейти ко входу',
  refusedPending: 'Ваша заявка на рассмотрении. Войти можно будет после её одобрения.',
  refusedRejected: 'Ваша заявка отклонена. Если это ошибка, обратитесь в поддержку.',
  refusedBlocked: 'Эта учётная запись заблокирована. Обратитесь в поддержку, чтобы её разблокировать.',
  refusedUnconfirmed: 'Сначала подтвердите адрес e-mail: откройте ссылку подтверждения, которую вы получили (письмом или от команды сети), или попросите поддержку сети подтвердить адрес.',
  resendConfirmation: 'Отправить ссылку для подтверждения ещё раз',
  confirmationResent: 'Если этот адрес ещё не подтверждён, новая ссылка уже в пути. Откройте её и войдите.',
  confirmationHeld: 'Эта сеть не отправляет письма сама, поэтому ссылка по почте не придёт: попросите команду сети (поддержку) подтвердить ваш адрес или передать вам ссылку.',
  resendFailed: 'Не удалось отправить ссылку. Попробуйте ещё раз.',
  code: 'Код подтверждения',
  codeHint: '6-значный код из приложения-аутентификатора или один из резервных кодов.',
  codeRequired: 'Введите код.',
  verify: 'Подтвердить',
} satisfies AuthMessages;

export const AUTH_LOCALES = ['en', 'ru'] as const;
export type AuthLocale = (typeof AUTH_LOCALES)[number];

export const authMessages: Record<AuthLocale, AuthMessages> = { en, ru };

export const LANGUAGE_STORAGE_KEY = 'language';

export function isAuthLocale(value: unknown): value is AuthLocale {
  return typeof value === 'string' && (AUTH_LOCALES as readonly string[]).includes(value);
}

/** R88: the stored 'language' if it is one we offer, else English. */
export function initialLocale(storage: Pick<Storage, 'getItem'> | undefined): AuthLocale {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isAuthLocale(stored) ? stored : 'en';
  } catch {
    // storage can be disabled (privacy mode); the page still works in English
    return 'en';
  }
}
