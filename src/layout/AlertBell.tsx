import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { Link, useCanAccess, useCreatePath, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { AlertCalls } from '../../providers/alertCalls';

/**
 * The bell in the app bar (spec 4 §5): the signed-in staff member's unread alerts, live (server-sent
 * events, else polling every 30 s: providers/alertCalls.ts); it opens their list of alerts. Shown
 * to whoever may list alerts (admins and managers).
 */
export function AlertBell() {
  const { canAccess } = useCanAccess({ resource: 'alerts', action: 'list' });
  return canAccess ? <Bell /> : null;
}

function Bell() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const calls = useDataProvider<DataProvider & AlertCalls>();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void calls.watchUnreadAlerts(setCount).then((stopWatching) => (gone ? stopWatching() : (stop = stopWatching)));
    return () => {
      gone = true;
      stop?.();
    };
  }, [calls]);
  const name = translate('resources.alerts.name', { smart_count: 2 });
  const label = count ? `${name}: ${count}` : name;
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={createPath({ resource: 'alerts', type: 'list' })} color="inherit" aria-label={label}>
        <Badge badgeContent={count ?? 0} max={99} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
