// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  name: 'Поток |||| Потоки',
  fields: {
    id: 'ID',
    name: 'Название',
    status: 'Статус',
    offer_ids: 'Офферы',
    offer_id: 'Оффер',
    offers: 'Офферы',
    integrations: 'Интеграции',
    today: 'Сегодня',
    updated_at: 'Изменён',
    q: 'Поиск',
    weight: 'Вес',
  },
  empty: 'Потоков распределения пока нет.',
  invite: 'Добавить первый?',
  helper: {
    offer_ids: 'Лиды этих офферов идут через этот поток, пока он активен.',
  },
  order: {
    title: 'Интеграции по приоритету',
    help: 'Лид сначала пробует приоритет 1. Интеграции одного приоритета делят лиды по весу. Перетащите строку за ручку (или выберите ручку, нажмите Пробел и стрелки) либо используйте стрелки.',
    empty: 'В потоке пока нет интеграций: добавьте ниже.',
    add: 'Добавить интеграцию',
    loading: 'Загрузка интеграций…',
    priority: 'Приоритет %{priority}',
    same: 'Тот же приоритет, что выше',
    paused: 'На паузе',
    move: 'Переместить %{name}',
    up: 'Поднять %{name}',
    down: 'Опустить %{name}',
    remove: 'Убрать %{name}',
    weight_of: 'Вес %{name}',
    weight_range: 'Вес — целое число от %{min} до %{max}.',
  },
  grid: {
    title: 'Дневное капасити по странам',
    help: 'Лидов в день на интеграцию и страну, по дню самой интеграции. Пусто: без ограничения; 0: не принимает. Рядом — сколько взято сегодня.',
    empty: 'Добавьте интеграции, чтобы задать капасити.',
    no_countries: 'Ни одна страна пока не ограничена.',
    country: 'Страна',
    add_country: 'Добавить страну',
    remove_country: 'Убрать %{country}',
    cell: 'Капасити %{integration} для %{country}',
    used: 'сегодня %{used}',
    used_of: '%{used} из %{daily}',
  },
  message: {
    delete_title: 'Удалить поток «%{recordRepresentation}»?',
    delete_content: 'Поток сразу перестанет распределять лиды. Распределённые им лиды сохранят его в истории.',
  },
  notifications: {
    deleted: 'Поток удалён',
  },
} satisfies typeof en;

export const flowMessages = { ru };
