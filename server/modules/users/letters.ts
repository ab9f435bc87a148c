import { DEFAULT_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '../../../domain/languages';

/** What the link of a letter needs: the address of this install, and the one-time token when it carries one. */
export interface LetterLinks {
  origin: string;
  token?: string;
}

interface Letter {
  subject: string;
  body: (l: LetterLinks) => string;
}

export type LetterKind = 'verify' | 'reset' | 'already_registered' | 'approved';

const LETTERS: Readonly<Record<InterfaceLanguage, Readonly<Record<LetterKind, Letter>>>> = {
  en: {
    verify: {
      subject: 'Confirm your e-mail address',
      body: ({ origin, token }) => `Open this link to confirm your e-mail address:\n${origin}/auth/a/verify-email?token=${token}\n\nThe link works for 3 days. Token: ${token}`,
    },
    reset: {
      subject: 'Reset your password',
      body: ({ origin, token }) =>
        `Someone asked to reset the password of your account. To choose a new one, open:\n${origin}/auth/a/reset-password?token=${token}\n\nThe link works for one hour. If it was not you, ignore this e-mail: your password stays as it is. Token: ${token}`,
    },
    already_registered: {
      subject: 'You already have an account',
      body: ({ origin }) =>
        `Someone tried to register with this e-mail address, which already has an account. If it was you, sign in at ${origin}/auth/a/login or reset your password at ${origin}/auth/a/forgot-password. If it was not you, ignore this e-mail.`,
    },
    approved: {
      subject: 'Your application is approved',
      body: ({ origin }) =>
        `Your application to join the network is approved. Sign in with the e-mail and password you registered with:\n${origin}/auth/a/login\n\nForgot the password? Choose a new one at ${origin}/auth/a/forgot-password.`,
    },
  },
  ru: {
    verify: {
      subject: 'Подтвердите адрес электронной почты',
      body: ({ origin, token }) => `Откройте эту ссылку, чтобы подтвердить адрес электронной почты:\n${origin}/auth/a/verify-email?token=${token}\n\nСсылка действует 3 дня. Код: ${token}`,
    },
    reset: {
      subject: 'Сброс пароля',
      body: ({ origin, token }) =>
        `Кто-то попросил сбросить пароль вашей учётной записи. Чтобы выбрать новый, откройте:\n${origin}/auth/a/reset-password?token=${token}\n\nСсылка действует один час. Если это были не вы, не обращайте внимания на это письмо: пароль останется прежним. Код: ${token}`,
    },
    already_registered: {
      subject: 'У вас уже есть учётная запись',
      body: ({ origin }) =>
        `Кто-то попытался зарегистрироваться с этим адресом электронной почты, а у него уже есть учётная запись. Если это были вы, войдите на ${origin}/auth/a/login или сбросьте пароль на ${origin}/auth/a/forgot-password. Если это были не вы, не обращайте внимания на это письмо.`,
    },
    approved: {
      subject: 'Ваша заявка одобрена',
      body: ({ origin }) =>
        `Ваша заявка на участие в сети одобрена. Войдите с адресом электронной почты и паролем, указанными при регистрации:\n${origin}/auth/a/login\n\nЗабыли пароль? Выберите новый на ${origin}/auth/a/forgot-password.`,
    },
  },
};

/**
 * A letter's subject and text in the recipient's profile language (English for a profile without
 * one we write in): whoever's action sends it, the person who reads it is the recipient.
 */
export function letter(kind: LetterKind, language: string | null | undefined, links: LetterLinks): { subject: string; body: string } {
  const { subject, body } = LETTERS[isInterfaceLanguage(language) ? language : DEFAULT_LANGUAGE][kind];
  return { subject, body: body(links) };
}
