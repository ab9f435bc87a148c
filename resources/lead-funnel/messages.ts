// resources.lead-funnel.*: loaded with the screen (the manifest, ./index.ts, names this file)
import { funnelLabelsIn } from '../../domain/leads/funnel';
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('lead-funnel', {
  title: 'Lead funnel',
  explain: 'Leads → pushed → accepted → autologin opened → FTD. Rates compare each step with the one it follows; the FTD rate is over accepted leads.',
  group_by: 'Group by',
  date_by: 'Dates by',
  date_by_options: {
    registration: 'Registration date',
    deposit: 'Deposit date (FTD column)',
  },
  // the column and group names the CSV also uses (domain/leads/funnel.ts)
  columns: funnelLabelsIn('en'),
  loading: 'Loading the funnel',
  empty: 'No leads in this period.',
  export: 'Export CSV',
});

export const funnelMessages = { en };
