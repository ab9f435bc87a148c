// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { mailOutboxMessages as english } from './messages';

export const mailOutboxMessages = {
  ru: {
    'mail-outbox': {
      name: 'Письмо |||| Исходящая почта',
      fields: { id: 'ID', q: 'Получатель', to: 'Кому', subject: 'Тема', status: 'Статус', created_at: 'Создано', sent_at: 'Отправлено', error: 'Последняя ошибка', body: 'Текст письма', link: 'Ссылка из письма', attachment: 'Вложение' },
      download: 'Скачать',
      empty: 'Писем пока нет.',
      no_smtp:
        'SMTP-сервер не настроен (SMTP_URL), поэтому письма не уходят с этого сервера и остаются здесь. Чтобы зарегистрированный аффилиат смог войти, откройте письмо с подтверждением и передайте ему ссылку сами или отметьте его e-mail подтверждённым на странице учётной записи.',
      smtp: 'Письма отправляются через SMTP-сервер от имени %{from}.',
    },
  },
} satisfies { ru: (typeof english)['en'] };
