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
  kinds: {
    clicks: 'Clicks',
  },
  intro:
    'When a month of clicks is older than the click retention (CLICK_RETENTION_DAYS, 180 days by default), the daily retention run writes it to a gzipped CSV file before dropping it from the database. The reports keep the month’s figures. Download a file to open it in a spreadsheet, or restore the month to have its clicks back in the click log for 7 days.',
  empty: 'No archives yet: no month of clicks has passed the retention (CLICK_RETENTION_DAYS, 180 days by default). Each month that does is written here.',
  rows_count: '%{rows} rows',
  archived: 'Archived',
  restored_on: 'Restored on %{date} by %{name}',
  restored_on_unnamed: 'Restored on %{date}',
  download: 'Download',
  restore: 'Restore',
  restore_name: 'Restore %{month}',
  restore_title: 'Restore %{month}?',
  restore_explain:
    'The clicks of %{month} come back to the click log (and its exports) for 7 days; then the retention run archives the month again. The reports do not change: they kept the month.',
  restored: '%{month} restored: its clicks are in the click log for 7 days',
});

export const archiveMessages = { en };
