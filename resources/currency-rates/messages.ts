// resources.currency-rates.*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('currency-rates', {
  fields: {
    id: 'ID',
    currency: 'Currency',
    day: 'From day',
    rate: 'Rate',
    created_at: 'Added',
  },
  empty: 'No currency rates yet.',
  invite: 'Add the first one, or import a CSV file?',
  helper: {
    currency: 'ISO 4217 code, e.g. JPY.',
    rate: 'How many %{workspace} one unit of the currency is worth, from this day until its next rate.',
  },
  validation: {
    currency: 'Use a three-letter ISO 4217 code (e.g. JPY).',
    rate: 'Use a number above 0 with at most ten decimals.',
  },
  import: {
    button: 'Import CSV',
    title: 'Import currency rates',
    explain: 'A CSV file with the columns currency, day (YYYY-MM-DD) and rate, one rate a line. A day that already has a rate takes the file’s. One bad line refuses the whole file.',
    choose: 'Choose a CSV file',
    sending: 'Importing…',
    done: '%{smart_count} rate imported |||| %{smart_count} rates imported',
    refused: 'Nothing was imported. %{message}',
  },
  notifications: {
    created: 'Rate added',
    deleted: 'Rate deleted',
  },
  // read by react-admin's delete confirmation for this resource
  message: {
    delete_title: 'Delete the rate "%{recordRepresentation}"?',
    delete_content: 'Conversions already recorded keep their amounts; new ones of that day use the currency’s previous rate.',
  },
});

export const currencyRateMessages = { en };
