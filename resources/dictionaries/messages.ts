// resources.{commission-types,redirect-types,traffic-channels,countries}.* in both catalogues
import { withResourceName } from '../../providers/resourceName';

export const en = {
  'commission-types': withResourceName('commission-types', {
    fields: { id: 'ID', code: 'Code', name: 'Name', q: 'Search' },
    empty: 'No commission types.',
  }),
  'redirect-types': withResourceName('redirect-types', {
    fields: { id: 'ID', code: 'Code', name: 'Name', q: 'Search' },
    empty: 'No redirect types.',
  }),
  'traffic-channels': withResourceName('traffic-channels', {
    fields: { id: 'ID', code: 'Code', name: 'Name', traffic_source: 'Traffic source', q: 'Search' },
    empty: 'No traffic channels.',
  }),
  countries: withResourceName('countries', {
    fields: { name: 'Name', alpha_code: 'Alpha code', country_code: 'Numeric code', q: 'Search' },
    empty: 'No countries.',
  }),
};

/** Spread into `resources` of each catalogue: four read-only dictionaries. */
export const dictionaryMessages = { en };
