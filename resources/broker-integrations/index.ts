import HubIcon from '@mui/icons-material/Hub';
import { brokerIntegrationsResource } from '../../domain/brokers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Brokers: the integrations leads are pushed through (spec 4 §2). */
export default defineResource({
  name: 'broker-integrations',
  ...brokerIntegrationsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'leads', order: 1 } },
  list: lazyScreen(() => import('./BrokerIntegrationList'), 'BrokerIntegrationList'),
  create: lazyScreen(() => import('./BrokerIntegrationCreate'), 'BrokerIntegrationCreate'),
  edit: lazyScreen(() => import('./BrokerIntegrationEdit'), 'BrokerIntegrationEdit'),
  icon: HubIcon,
  recordRepresentation: 'name',
  names: { en: 'Broker integration |||| Brokers' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'brokerIntegrationMessages'),
});
