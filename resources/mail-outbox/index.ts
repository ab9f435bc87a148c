import OutboxIcon from '@mui/icons-material/Outbox';
import { mailOutboxResource } from '../../domain/users/mailOutbox';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The mail the server wrote, for administrators: on a network without SMTP, where confirmation links are copied from. */
const mailOutbox = defineResource({
  name: 'mail-outbox',
  ...mailOutboxResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'userOperations', order: 8 } },
  list: lazyScreen(() => import('./MailList'), 'MailList'),
  show: lazyScreen(() => import('./MailShow'), 'MailShow'),
  icon: OutboxIcon,
  recordRepresentation: 'subject',
  names: { en: 'Mail |||| Mail outbox' },
  messages: {
    en: () => import('./messages').then((m) => m.mailOutboxMessages.en['mail-outbox']),
    ru: () => import('./messages.ru').then((m) => m.mailOutboxMessages.ru['mail-outbox']),
  },
});

export default mailOutbox;
