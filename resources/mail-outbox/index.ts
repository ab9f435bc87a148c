import OutboxIcon from '@mui/icons-material/Outbox';
import { mailOutboxResource } from '../../domain/users/mailOutbox';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The mail the server wrote, for administrators: on a network without SMTP, where confirmation links are copied from. */
export default defineResource({
  name: 'mail-outbox',
  ...mailOutboxResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'userOperations', order: 8 } },
  list: lazyScreen(() => import('./MailList'), 'MailList'),
  show: lazyScreen(() => import('./MailShow'), 'MailShow'),
  icon: OutboxIcon,
  recordRepresentation: 'subject',
  names: { en: 'Mail |||| Mail outbox' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'mailOutboxMessages', 'mail-outbox'),
});
