// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  name: 'Интеграция брокера |||| Брокеры',
  fields: {
    id: 'ID',
    name: 'Название',
    advertiser_id: 'Брокер (рекламодатель)',
    advertiser_name: 'Брокер',
    kind: 'Тип',
    endpoint: 'Адрес приёма лидов',
    method: 'Метод',
    headers: 'Заголовки',
    name_header: 'Заголовок',
    value: 'Значение',
    secret: 'Секрет',
    body_template: 'Шаблон тела запроса',
    success_path: 'Путь признака успеха',
    lead_id_path: 'Путь id лида',
    autologin_path: 'Путь автологина',
    status_pull_endpoint: 'Адрес запроса статусов',
    status_pull_every: 'Запрашивать каждые (мин)',
    timeout_ms: 'Тайм-аут (мс)',
    time_zone: 'Часовой пояс',
    countries: 'Страны',
    languages: 'Языки',
    status: 'Статус',
    status_label: 'Статус',
    created_at: 'Добавлена',
    country: 'Страна',
    q: 'Поиск',
    from: 'С',
    to: 'До',
  },
  empty: 'Интеграций брокеров пока нет.',
  invite: 'Добавить первую?',
  helper: {
    advertiser_id: 'Брокер — это рекламодатель с интеграциями.',
    endpoint: 'Куда отправляются лиды: абсолютный http(s)-адрес; может содержать макросы, например {country}.',
    headers: 'Отметьте API-ключи и токены как секретные: они хранятся зашифрованными и показываются скрытыми.',
    body_template: 'Тело запроса с макросами, например {first_name}, {email}, {phone}, {country}, {click_id}.',
    paths: 'JSON-пути в ответе брокера: признак успеха, id лида у брокера, адрес автологина.',
    status_pull: 'Необязательно: откуда запрашивать статусы лидов.',
    countries: 'Оставьте пустым, чтобы принимать лиды из всех стран.',
    languages: 'Оставьте пустым, чтобы принимать лиды на всех языках.',
  },
  working_hours: {
    title: 'Часы работы',
    help: 'В часовом поясе интеграции. Если ни один день не заполнен, лиды отправляются в любое время; иначе только в указанные часы.',
    mon: 'Понедельник',
    tue: 'Вторник',
    wed: 'Среда',
    thu: 'Четверг',
    fri: 'Пятница',
    sat: 'Суббота',
    sun: 'Воскресенье',
  },
  action: {
    set_status: 'Сменить статус',
  },
  confirm: {
    status_title: 'Перевести интеграции (%{smart_count}) в статус «%{value}»?',
    status_content: 'Интеграции на паузе не получают лидов, пока их снова не активируют.',
  },
  notifications: {
    status_done: 'Статус изменён',
  },
} satisfies typeof en;

export const brokerIntegrationMessages = { ru };

