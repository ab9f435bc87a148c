// resources.{commission-types,redirect-types,traffic-channels,countries}.* in both catalogues

const en = {
  'commission-types': {
    name: 'Commission type |||| Commission types',
    fields: { id: 'ID', code: 'Code', name: 'Name', q: 'Search' },
    empty: 'No commission types.',
  },
  'redirect-types': {
    name: 'Redirect type |||| Redirect types',
    fields: { id: 'ID', code: 'Code', name: 'Name', q: 'Search' },
    empty: 'No redirect types.',
  },
  'traffic-channels': {
    name: 'Traffic channel |||| Traffic channels',
    fields: { id: 'ID', code: 'Code', name: 'Name', traffic_source: 'Traffic source', q: 'Search' },
    empty: 'No traffic channels.',
  },
  countries: {
    name: 'Country |||| Countries',
    fields: { name: 'Name', alpha_code: 'Alpha code', country_code: 'Numeric code', q: 'Search' },
    empty: 'No countries.',
  },
};

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

/** Spread into `resources` of each catalogue: four read-only dictionaries. */
export const dictionaryMessages = { en, ru };
