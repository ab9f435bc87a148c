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
    bank: {
      title: 'Банковские реквизиты',
      help: 'Сюда отправляются ваши выплаты; реквизиты печатаются в создаваемых вами счетах.',
      missing: 'Реквизитов пока нет: укажите номер счёта или IBAN, чтобы выплаты могли быть отправлены.',
      account_number: 'Номер счёта',
      iban: 'IBAN',
      iban_help: 'С кодом страны и контрольными цифрами, например DE89 3704 0044 0532 0130 00',
      save: 'Сохранить реквизиты',
      saved: 'Банковские реквизиты сохранены.',
    },
    callback_secret: {
      title: 'Ключ подписи постбэков',
      help: 'Каждый наш постбэк несёт заголовок X-Signature: sha256= и HMAC-SHA-256 строки запроса с этим ключом. Вычислите то же на своей стороне, чтобы убедиться, что постбэк наш.',
      key: 'Секретный ключ колбэков',
      show: 'Показать ключ',
      hide: 'Скрыть ключ',
      copy: 'Скопировать ключ',
      copied: 'Ключ скопирован',
      rotate: 'Заменить ключ',
      rotate_title: 'Заменить ключ подписи постбэков?',
      rotate_explain: 'Создаётся новый ключ, а текущий сразу перестаёт подписывать: постбэки с этого момента подписываются новым ключом. Обновите проверку до или сразу после замены.',
      rotated: 'Создан новый ключ. Обновите проверку подписи.',
      none: 'Ключа пока нет: он создаётся с первым нашим постбэком или сейчас.',
      create: 'Создать ключ',
    },
  },
} satisfies ProfileMessages;

export const profileMessages = { ru };
