// resources.{commission-types,redirect-types,traffic-channels,countries}.* in both catalogues

export const en = {
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

/** Spread into `resources` of each catalogue: four read-only dictionaries. */
export const dictionaryMessages = { en };
