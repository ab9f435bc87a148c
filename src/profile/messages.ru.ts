// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { ProfileMessages } from './messages';

const ru = {
  profile: {
    title: 'Мой профиль',
    menu: 'Профиль',
    saved: 'Профиль сохранён.',
    fields: {
      email: 'E-mail',
      first_name: 'Имя',
      last_name: 'Фамилия',
      language: 'Язык',
      time_zone: 'Часовой пояс',
      email_notifications: 'Уведомления по e-mail',
      alert_notifications: 'Уведомления в интерфейсе',
    },
    notifications: {
      country_capacity_reached: 'Достигнут лимит страны',
      tracking_domain_removed: 'Удалён трекинговый домен',
    },
    languages: {
      en: 'English',
      ru: 'Русский',
    },
  },
} satisfies ProfileMessages;

export const profileMessages = { ru };
