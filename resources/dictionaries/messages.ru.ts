// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  'commission-types': {
    name: 'Тип комиссии |||| Типы комиссий',
    fields: { id: 'ID', code: 'Код', name: 'Название', q: 'Поиск' },
    empty: 'Типов комиссий нет.',
  },
  'redirect-types': {
    name: 'Тип перенаправления |||| Типы перенаправления',
    fields: { id: 'ID', code: 'Код', name: 'Название', q: 'Поиск' },
    empty: 'Типов перенаправления нет.',
  },
  'traffic-channels': {
    name: 'Канал трафика |||| Каналы трафика',
    fields: { id: 'ID', code: 'Код', name: 'Название', traffic_source: 'Источник трафика', q: 'Поиск' },
    empty: 'Каналов трафика нет.',
  },
  countries: {
    name: 'Страна |||| Страны',
    fields: { name: 'Название', alpha_code: 'Буквенный код', country_code: 'Цифровой код', q: 'Поиск' },
    empty: 'Стран нет.',
  },
} satisfies typeof en;

export const dictionaryMessages = { ru };
