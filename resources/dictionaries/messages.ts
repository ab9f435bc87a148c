// resources.{commission-types,redirect-types,traffic-channels,countries}.* in both catalogues
import { resourceNamesEn as resourceNames } from '../../providers/resourceTables';

export const en = {
  'commission-types': {
    get name(): string {
      return resourceNames['commission-types'];
    },
    fields: { id: 'ID', code: 'Code', name: 'Name', q: 'Search' },
    empty: 'No commission types.',
  },
  'redirect-types': {
    get name(): string {
      return resourceNames['redirect-types'];
    },
    fields: { id: 'ID', code: 'Code', name: 'Name', q: 'Search' },
    empty: 'No redirect types.',
  },
  'traffic-channels': {
    get name(): string {
      return resourceNames['traffic-channels'];
    },
    fields: { id: 'ID', code: 'Code', name: 'Name', traffic_source: 'Traffic source', q: 'Search' },
    empty: 'No traffic channels.',
  },
  countries: {
    get name(): string {
      return resourceNames.countries;
    },
    fields: { name: 'Name', alpha_code: 'Alpha code', country_code: 'Numeric code', q: 'Search' },
    empty: 'No countries.',
  },
};

/** Spread into `resources` of each catalogue: four read-only dictionaries. */
export const dictionaryMessages = { en };
