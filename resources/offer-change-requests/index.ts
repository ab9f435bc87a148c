import EditNoteIcon from '@mui/icons-material/EditNote';
import { offerChangeRequestsResource } from '../../domain/offers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Advertisers' requests to change their offers, answered by staff (spec 4 §7). */
export default defineResource({
  name: 'offer-change-requests',
  ...offerChangeRequestsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'offers', order: 3.5 } },
  list: lazyScreen(() => import('./ChangeRequestList'), 'ChangeRequestList'),
  edit: lazyScreen(() => import('./ChangeRequestEdit'), 'ChangeRequestEdit'),
  icon: EditNoteIcon,
  recordRepresentation: 'offer_name',
  names: { en: 'Change request |||| Offer change requests' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'changeRequestMessages', 'offer-change-requests'),
});
