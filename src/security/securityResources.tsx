import SecurityIcon from '@mui/icons-material/Security';
import { Resource } from 'react-admin';
import type { AppRole } from '../boot/pickApp';
import { lazyScreen } from '../apps/lazyScreen';

const SecurityLogList = lazyScreen(() => import('./SecurityLogList'), 'SecurityLogList');

/** The security screens that are resources: the admin's security log (the personal page is a route). */
export function securityResources(role: AppRole) {
  return role === 'admin' ? [<Resource key="security-log" name="security-log" list={SecurityLogList} icon={SecurityIcon} />] : [];
}
