// resources.alerts.* in both catalogues
import { withResourceName } from '../../providers/resourceName';

export const alertMessages = {
  en: {
    alerts: withResourceName('alerts', {
      fields: { priority: 'Priority', text: 'Alert', created_at: 'Raised', status: 'Status', unread: 'Unread only' },
      empty: 'No alerts. A cap reached, a tracking domain removed or a payout waiting will show here.',
      mark_read: 'Mark read',
      marked_read: 'Marked read.',
      mark_all_read: 'Mark all read',
      marked_all_read: 'Marked %{smart_count} alert read |||| Marked %{smart_count} alerts read',
    }),
  },
};
