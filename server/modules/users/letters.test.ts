import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema';
import { saveGeneralSettings } from '../settings/settingsRepository';
import { serverAppPerFile } from '../../../test/serverTest';
import { usersHelpers } from './testing.test-utils';

// Every letter is written in its recipient's profile language, whoever's action sends it: a
// Russian-speaking administrator approves an English-speaking affiliate in English, and the reverse.

const t = serverAppPerFile({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000' });
let admin: string;
const h = usersHelpers(t);
beforeAll(async () => void (admin = await t.cookieFor('admin')));

const registrationType = (id: 1 | 2) => saveGeneralSettings(t.database.db, { registration_type_id: id }, new Date());
const form = (email: string, language?: string) => ({
  email,
  first_name: 'Vera',
  last_name: 'Visitor',
  password: 'visitor-pass-1',
  password_confirmation: 'visitor-pass-1',
  ...(language ? { language } : {}),
});
const register = (body: unknown) => t.call('POST', '/api/registration/first-time', { body });
const lastMailTo = async (email: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.id)).limit(1))[0]!;
const speak = (email: string, language: 'en' | 'ru') => t.database.db.update(users).set({ language }).where(eq(users.email, email));

describe('letters in the recipient’s language', () => {
  it('registration: the form’s language becomes the profile’s and the confirmation letter comes in it', async () => {
    await registrationType(1);
    expect((await register(form('ru-visitor@example.com', 'ru'))).status).toBe(201);
    expect((await h.user(await h.idOf('ru-visitor@example.com'))).language).toBe('ru');
    const ru = await lastMailTo('ru-visitor@example.com');
    expect(ru.subject).toBe('Подтвердите адрес электронной почты');
    expect(ru.body).toMatch(/^Откройте эту ссылку.*\n.*\/auth\/a\/verify-email\?token=[\w-]+/);

    expect((await register(form('en-visitor@example.com'))).status).toBe(201);
    expect((await lastMailTo('en-visitor@example.com')).subject).toBe('Confirm your e-mail address');
    expect((await register(form('xx-visitor@example.com', 'de'))).status).toBe(422);
  });

  it('the owner of a registered address reads the warning in their own language, not the visitor’s', async () => {
    await register(form('ru-visitor@example.com', 'en'));
    expect((await lastMailTo('ru-visitor@example.com')).subject).toBe('У вас уже есть учётная запись');
  });

  it('a password reset and a link sent again come in the profile’s language', async () => {
    await speak('affiliate@example.com', 'ru');
    expect((await t.call('POST', '/api/password-reset', { body: { email: 'affiliate@example.com' } })).status).toBe(200);
    const reset = await lastMailTo('affiliate@example.com');
    expect(reset.subject).toBe('Сброс пароля');
    expect(reset.body).toMatch(/\/auth\/a\/reset-password\?token=[\w-]+/);
    await speak('affiliate@example.com', 'en');
    await t.call('POST', '/api/password-reset', { body: { email: 'affiliate@example.com' } });
    expect((await lastMailTo('affiliate@example.com')).subject).toBe('Reset your password');
  });

  it('staff writing in one language send a confirmation link in the recipient’s', async () => {
    await speak('admin@example.com', 'ru');
    const id = await h.idOf('en-visitor@example.com');
    expect((await t.call('POST', '/api/admin/user-management/email-verification/send', { cookie: admin, body: { user_id: id } })).status).toBe(200);
    expect((await lastMailTo('en-visitor@example.com')).subject).toBe('Confirm your e-mail address');
    await speak('admin@example.com', 'en');
    const ru = await h.idOf('ru-visitor@example.com');
    expect((await t.call('POST', '/api/admin/user-management/email-verification/send', { cookie: admin, body: { user_id: ru } })).status).toBe(200);
    expect((await lastMailTo('ru-visitor@example.com')).subject).toBe('Подтвердите адрес электронной почты');
  });

  it('an approval tells each affiliate in their own language, in one batch', async () => {
    await registrationType(2);
    await register(form('ru-request@example.com', 'ru'));
    await register(form('en-request@example.com', 'en'));
    const ids = [await h.idOf('ru-request@example.com'), await h.idOf('en-request@example.com')];
    await speak('admin@example.com', 'ru');
    expect((await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-approve', { cookie: admin, body: { ids } })).status).toBe(200);
    const ru = await lastMailTo('ru-request@example.com');
    expect(ru.subject).toBe('Ваша заявка одобрена');
    expect(ru.body).toMatch(/Войдите.*\n.*\/auth\/a\/login/);
    expect((await lastMailTo('en-request@example.com')).subject).toBe('Your application is approved');
    await speak('admin@example.com', 'en');
    await registrationType(1);
  });
});
