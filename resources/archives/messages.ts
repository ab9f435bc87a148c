// resources.archives.*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('archives', {
  fields: {
    period_start: 'Month',
    kind: 'Kind',
    rows: 'Rows',
    bytes: 'Size',
    created_at: 'Written',
    restored_at: 'Status',
  },
  // the names the app gives these lists elsewhere (the menu, the postbacks page, the advertiser's app)
  kinds: {
    clicks: 'Clicks',
    leads: 'Leads',
    activity_log: 'Activity log',
    security_log: 'Security log',
    postback_log: 'Postback processing log',
    received_postbacks: 'Received postbacks',
    webhook_deliveries: 'Webhook deliveries',
  },
  intro: {
    lead: 'The daily retention run writes each month past its retention to a gzipped CSV file before it leaves the database:',
    clicks: 'clicks after CLICK_RETENTION_DAYS (180 days by default): the month is dropped, the reports keep its figures;',
    leads:
      'leads after LEAD_RETENTION_DAYS (365 days by default): the leads stay with what the reports count, their contact details, request payload, push log and status history go to the file;',
    logs: 'the activity, security and postback processing logs, received postbacks and webhook deliveries after LOG_RETENTION_DAYS (365 days by default): the entries go to the file.',
    end: 'With the Archives feature off, old clicks are dropped without a file and leads and logs are kept. Download a file to open it in a spreadsheet, or restore a month to have it back for 7 days.',
  },
  empty:
    'No archives yet: no month of clicks, leads or logs has passed its retention (CLICK_RETENTION_DAYS, 180 days by default; LEAD_RETENTION_DAYS and LOG_RETENTION_DAYS, 365 days). Each month that does is written here.',
  empty_kind: 'No archives of this kind yet.',
  rows_count: '%{rows} rows',
  archived: 'Archived',
  restored_on: 'Restored on %{date} by %{name}',
  restored_on_unnamed: 'Restored on %{date}',
  download: 'Download',
  restore: 'Restore',
  // clicks: the month alone names the archive (journeys read these)
  restore_name: 'Restore %{month}',
  restore_title: 'Restore %{month}?',
  restore_explain:
    'The clicks of %{month} come back to the click log (and its exports) for 7 days; then the retention run archives the month again. The reports do not change: they kept the month.',
  restored: '%{month} restored: its clicks are in the click log for 7 days',
  // leads and logs: the kind and the month
  restore_kind_name: 'Restore %{kind} of %{month}',
  restore_kind_title: 'Restore %{kind} of %{month}?',
  restore_explain_leads:
    'The contact details, request payload, push log and status history of the leads of %{month} come back for 7 days; then the retention run archives them again. The reports do not change: the leads kept what they count.',
  restored_leads: '%{month} restored: its leads have their contact details, push log and status history back for 7 days',
  restore_explain_log: 'The entries of “%{kind}” of %{month} come back to the log for 7 days; then the retention run archives the month again.',
  restored_log: '%{month} restored: its entries are back in “%{kind}” for 7 days',
});

export const archiveMessages = { en };
