// resources.activity-log.* in both catalogues
import { withResourceName } from '../../providers/resourceName';

export const activityLogMessages = {
  en: {
    'activity-log': withResourceName('activity-log', {
      fields: {
        created_at: 'When',
        actor_email: 'Who',
        actor_id: 'Who (user ID)',
        ip: 'IP address',
        type: 'Type',
        entity: 'Record',
        entity_id: 'Record ID',
        fields: 'Changed fields',
        period_type: 'Period',
      },
      field: 'Field',
      before: 'Before',
      after: 'After',
      system: 'System',
      empty: 'Nothing logged yet. Changes to offers, rules, caps and settings appear here.',
      export: 'Export CSV',
    }),
  },
};
