import type { AuthLocale } from './messages';
import { viewTitles } from './viewTitles';

/** The registration, e-mail and password forms' messages (the sign-in app keeps its own small tables; the views' headings are in viewTitles.ts). */
const en = {
  ...viewTitles.en,
  firstName: 'First name',
  lastName: 'Last name',
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
  doneModerated: 'Thank you! Your request is waiting for approval; we will write to you when it is approved. Meanwhile, confirm your address with the link in the e-mail we sent.',
  doneOpenNoMail:
    'Your account is created, but this network does not send e-mail by itself, so no confirmation e-mail is coming. The network’s team confirms your address: they will pass you the confirmation link or confirm it for you. Then sign in with this e-mail and password. If you hear nothing, contact the network’s support.',
  doneModeratedNoMail:
    'Thank you! Your request is waiting for approval by the network’s team. This network does not send e-mail by itself, so no e-mail is coming: the team will tell you when it is approved, and then you sign in with this e-mail and password. If you hear nothing, contact the network’s support.',
  signIn: 'Go to sign-in',
  verifying: 'Confirming your e-mail address…',
  verified: 'Your e-mail address is confirmed.',
  verifyFailed: 'This confirmation link is unknown, used or expired.',
  forgotIntro: 'Enter the e-mail of your account to get a link for choosing a new password.',
  sendLink: 'Send the link',
  sending: 'Sending…',
  linkSent: 'If an account uses this address, a link to reset its password is on its way. It works for one hour.',
  linkHeld:
    'This network does not send e-mail by itself, so no reset e-mail is coming. Ask the network’s administrator for the link: if an account uses this address, it waits for them in the Mail outbox. It works for one hour.',
  newPassword: 'New password',
  savePassword: 'Save the password',
  saving: 'Saving…',
  passwordSaved: 'Your password is changed. Sign in with it now; every other session was signed out.',
  resetFailed: 'This reset link is unknown, used or expired. Ask for a new one.',
};

export type RegistrationMessages = typeof en;

const ru: RegistrationMessages = {
  ...viewTitles.ru,
  firstName: 'Имя',
  lastName: 'Фамилия',
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
  doneModerated: 'Спасибо! Заявка ждёт одобрения, мы напишем вам, когда её одобрят. А пока подтвердите адрес по ссылке из письма, которое мы отправили.',
  doneOpenNoMail:
    'Аккаунт создан, но эта сеть не отправляет письма сама, поэтому письма с подтверждением не будет. Адрес подтверждает команда сети: она передаст вам ссылку для подтверждения или подтвердит адрес сама. После этого войдите с этим e-mail и паролем. Если с вами не связались, напишите в поддержку сети.',
  doneModeratedNoMail:
    'Спасибо! Заявка ждёт одобрения командой сети. Эта сеть не отправляет письма сама, поэтому письма не будет: команда сообщит вам об одобрении, и тогда войдите с этим e-mail и паролем. Если с вами не связались, напишите в поддержку сети.',
  signIn: 'Перейти ко входу',
  verifying: 'Подтверждаем адрес…',
  verified: 'Адрес электронной почты подтверждён.',
  verifyFailed: 'Ссылка подтверждения неизвестна, уже использована или устарела.',
  forgotIntro: 'Введите e-mail вашей учётной записи, чтобы получить ссылку для выбора нового пароля.',
  sendLink: 'Отправить ссылку',
  sending: 'Отправка…',
  linkSent: 'Если этот адрес принадлежит учётной записи, ссылка для сброса пароля уже отправлена. Она действует один час.',
  linkHeld:
    'Эта сеть не отправляет письма сама, поэтому письма со ссылкой для сброса не будет. Попросите ссылку у администратора сети: если этот адрес принадлежит учётной записи, она ждёт его в разделе «Исходящая почта». Ссылка действует один час.',
  newPassword: 'Новый пароль',
  savePassword: 'Сохранить пароль',
  saving: 'Сохранение…',
  passwordSaved: 'Пароль изменён. Войдите с ним; все другие сеансы завершены.',
  resetFailed: 'Ссылка для сброса неизвестна, уже использована или устарела. Запросите новую.',
};

export const registrationMessages: Record<AuthLocale, RegistrationMessages> = { en, ru };
