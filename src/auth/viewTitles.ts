import type { AuthLocale } from './messages';

/**
 * The headings of the registration, e-mail and password views and the sign-in page's links to
 * them: the sign-in page names them without downloading their forms (AccountViews.tsx).
 */
const en = {
  heading: 'Create an affiliate account',
  email: 'E-mail',
  register: 'Register',
  forgot: 'Forgot your password?',
  forgotHeading: 'Reset your password',
  newPasswordHeading: 'Choose a new password',
};

export type ViewTitles = typeof en;

const ru: ViewTitles = {
  heading: 'Регистрация партнёра',
  email: 'E-mail',
  register: 'Регистрация',
  forgot: 'Забыли пароль?',
  forgotHeading: 'Сброс пароля',
  newPasswordHeading: 'Новый пароль',
};

export const viewTitles: Record<AuthLocale, ViewTitles> = { en, ru };
