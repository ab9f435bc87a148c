import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { contactTodayResource } from '../../domain/desk/contactToday';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The staff member's call list (spec 4 §5): who to contact today and why; the status and note are theirs to move. */
export default defineResource({
  name: 'contact-today',
  ...contactTodayResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'userOperations', order: 0 } },
  list: lazyScreen(() => import('./ContactTodayList'), 'ContactTodayList'),
  icon: PhoneInTalkIcon,
  recordRepresentation: 'affiliate_name',
  names: { en: 'Contact today |||| Contact today' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'contactTodayMessages', 'contact-today'),
});
