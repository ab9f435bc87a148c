import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { currencyRatesResource } from '../../domain/currencies/currencies';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Currency rates admins keep (spec 4 §3, docs/decisions/currencies.md): list, add, CSV import, delete. */
export default defineResource({
  name: 'currency-rates',
  ...currencyRatesResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'dictionaries', order: 3 } },
  list: lazyScreen(() => import('./RateList'), 'RateList'),
  create: lazyScreen(() => import('./RateCreate'), 'RateCreate'),
  icon: CurrencyExchangeIcon,
  recordRepresentation: (record: { currency?: string; day?: string }) => `${record.currency ?? ''} ${record.day ?? ''}`.trim(),
  names: { en: 'Currency rate |||| Currency rates' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'currencyRateMessages'),
});
