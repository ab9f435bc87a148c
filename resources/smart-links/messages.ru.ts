// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  name: 'Смарт-ссылка |||| Смарт-ссылки',
  fields: {
    id: 'ID',
    name: 'Название',
    affiliate_id: 'Партнёр',
    status: 'Статус',
    fallback_url: 'Резервный адрес',
    tracking_domain_id: 'Трекинговый домен',
    url: 'Трекинговая ссылка',
    entries: 'Офферы',
    offer_id: 'Оффер',
    countries: 'Страны',
    device_types: 'Устройства',
    oses: 'Операционные системы',
    weight: 'Вес',
    updated_at: 'Изменена',
    q: 'Поиск',
  },
  empty: 'Смарт-ссылок пока нет.',
  invite: 'Добавить первую?',
  helper: {
    fallback_url: 'Куда идёт клик, когда ни один оффер не подошёл или ссылка приостановлена; пусто — резервный адрес рабочего пространства.',
    entries: 'Каждый клик получает один оффер из тех, чьи страны, устройства и системы подходят посетителю, пропорционально весу. Офферы с исчерпанным капом, на паузе или закрытые для партнёра пропускаются.',
    any: 'Пусто — любые',
    weight: 'Целое число от %{min} до %{max}',
  },
  entry: {
    any: 'любые',
    summary: '%{offer} (вес %{weight})',
  },
  link: {
    copy: 'Копировать ссылку',
    copy_named: 'Копировать ссылку «%{name}»',
    copied: 'Ссылка скопирована',
    copy_failed: 'Не удалось скопировать: выделите ссылку и скопируйте её сами.',
    none: 'Нет активного трекингового домена',
  },
  action: {
    set_status: 'Сменить статус',
    suspend: 'Приостановить',
    resume: 'Возобновить',
  },
  confirm: {
    status_title: 'Сменить статус?',
    status_content: 'Приостановленная смарт-ссылка отправляет каждый клик на резервный адрес.',
  },
  notifications: {
    status_done: 'Статус изменён',
  },
} satisfies typeof en;

export const smartLinkMessages = { ru };
