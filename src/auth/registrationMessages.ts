import type { AuthLocale } from './messages';

/** The registration form's messages (the sign-in app keeps its own small tables). */
const en = {
  heading: 'Create an affiliate account',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  password: 'Password',
  passwordConfirmation: 'Confirm the password',
  submit: 'Register',
  submitting: 'Registering…',
  required: 'Fill in this field.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordShort: 'Use at least 8 characters.',
  notSame: 'The values do not match.',
  failed: 'Registration failed. Please try again.',
  doneOpen: 'Your account is ready. Check your e-mail to confirm the address, then sign in.',
  doneModerated: 'Thank you! Your request is waiting for approval; we will write to you. Check your e-mail to confirm the address.',
  signIn: 'Go to sign-in',
  register: 'Register',
  verifying: 'Confirming your e-mail address…',
  verified: 'Your e-mail address is confirmed.',
  verifyFailed: 'This confirmation link is unknown, used or expired.',
};

export type RegistrationMessages = typeof en;

const ru: RegistrationMessages = {
  heading: 'Регистрация партнёра',
  firstName: 'Имя',
  lastName: 'Фамилия',
  email: 'E-mail',
  password: 'Пароль',
  passwordConfirmation: 'Повторите пароль',
  submit: 'Зарегистрироваться',
  submitting: 'Регистрация…',
  required: 'Заполните это поле.',
  emailInvalid: 'Введите корректный адрес электронной почты.',
  passwordShort: 'Не менее 8 символов.',
  notSame: 'Значения не совпадают.',
  failed: 'Не удалось зарегистрироваться. Попробуйте ещё раз.',
  doneOpen: 'Аккаунт создан. Подтвердите адрес по ссылке из письма и войдите.',
  doneModerated: 'Спасибо! Заявка ждёт одобрения, мы напишем вам. Подтвердите адрес по ссылке из письма.',
  signIn: 'Перейти ко входу',
  register: 'Регистрация',
  verifying: 'Подтверждаем адрес…',
  verified: 'Адрес электронной почты подтверждён.',
  verifyFailed: 'Ссылка подтверждения неизвестна, уже использована или устарела.',
};

export const registrationMessages: Record<AuthLocale, RegistrationMessages> = { en, ru };
