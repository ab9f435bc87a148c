import WebhookIcon from '@mui/icons-material/Webhook';
import { webhooksResource } from '../../domain/webhooks/webhooks';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/**
 * Webhooks (docs/api.md, Webhooks): one's own subscriptions of a URL to events, each delivery
 * signed with the webhook's secret. Staff find them under Settings, an affiliate right after Postbacks.
 */
export default defineResource({
  name: 'webhooks',
  ...webhooksResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'settings', order: 5 }, affiliate: 6.1 },
  list: lazyScreen(() => import('./WebhookList'), 'WebhookList'),
  show: lazyScreen(() => import('./WebhookShow'), 'WebhookShow'),
  create: lazyScreen(() => import('./WebhookCreate'), 'WebhookCreate'),
  edit: lazyScreen(() => import('./WebhookEdit'), 'WebhookEdit'),
  icon: WebhookIcon,
  // a page title reads "Webhook #12": the URL is data, not words of the interface
  recordRepresentation: (r: { id: unknown }) => `#${String(r.id)}`,
  names: { en: 'Webhook |||| Webhooks' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'webhookMessages'),
});
