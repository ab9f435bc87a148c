import OutboxIcon from '@mui/icons-material/Outbox';
import { webhookDeliveriesResource } from '../../domain/webhooks/webhooks';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The webhooks' delivery log (docs/api.md, Webhooks): every event sent, its tries and answer; a failed one may be tried again. */
export default defineResource({
  name: 'webhook-deliveries',
  ...webhookDeliveriesResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'settings', order: 5.1 }, affiliate: 6.2 },
  list: lazyScreen(() => import('./WebhookDeliveryList'), 'WebhookDeliveryList'),
  icon: OutboxIcon,
  recordRepresentation: (r: { id: unknown }) => `#${String(r.id)}`,
  names: { en: 'Webhook delivery |||| Webhook deliveries' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'webhookDeliveryMessages'),
});
