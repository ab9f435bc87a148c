import { LOG_ARCHIVE_KINDS, type LogArchiveKind } from '../../../domain/archives/archives';
import type { CsvSource } from './archiveFiles';

// The kinds archived by rows rather than by partition (docs/decisions/archives.md): leads and the
// logs. Every SQL piece here is the code's own and reads the table as `t` (a restored row as `r`).

export type RowKind = 'leads' | LogArchiveKind;

export interface RowKindSpec {
  table: string;
  /** the rows not yet archived (leads stay in the table once archived) */
  filter?: string;
  /** columns written after the table's own: the lead's push log and status history */
  extra?: CsvSource['extra'];
  /** which restored rows go back (a webhook's deliveries only while the webhook exists) */
  restoreIf?: string;
}

const LOGS: Record<LogArchiveKind, RowKindSpec> = {
  activity_log: { table: 'activity_log' },
  security_log: { table: 'security_log' },
  postback_log: { table: 'postback_log' },
  received_postbacks: { table: 'received_postbacks' },
  webhook_deliveries: { table: 'webhook_deliveries', restoreIf: 'EXISTS (SELECT 1 FROM webhooks w WHERE w.id = r.webhook_id)' },
};

export const ROW_KINDS: Record<RowKind, RowKindSpec> = {
  leads: {
    table: 'leads',
    filter: 't.archived_at IS NULL',
    extra: [
      { name: 'pushes', sql: `(SELECT coalesce(json_agg(p ORDER BY p.id), '[]'::json) FROM lead_pushes p WHERE p.lead_id = t.id)` },
      { name: 'statuses', sql: `(SELECT coalesce(json_agg(s ORDER BY s.id), '[]'::json) FROM lead_statuses s WHERE s.lead_id = t.id)` },
    ],
  },
  ...LOGS,
};

export const isRowKind = (kind: string): kind is RowKind => kind === 'leads' || (LOG_ARCHIVE_KINDS as readonly string[]).includes(kind);

/**
 * What an archived lead no longer holds in the database, and what it is set to: the person
 * (`personal`, which a restore leaves empty when the lead was erased since), the request's
 * extras, the refusal and routing detail, the autologin secrets. What the reports, the dashboard,
 * CRG and billing count stays: offer, affiliate, advertiser, broker, flow, country, statuses,
 * sub-ids, click, dates, safety, the conversion.
 */
export const LEAD_ARCHIVED_COLUMNS: ReadonlyArray<{ name: string; empty: string; personal: boolean }> = [
  { name: 'first_name', empty: `''`, personal: true },
  { name: 'last_name', empty: `''`, personal: true },
  { name: 'email', empty: `''`, personal: true },
  { name: 'phone', empty: `''`, personal: true },
  { name: 'ip', empty: `''`, personal: true },
  { name: 'comment', empty: 'NULL', personal: true },
  { name: 'password_secret', empty: 'NULL', personal: true },
  { name: 'autologin_ip', empty: 'NULL', personal: true },
  { name: 'reasons', empty: `'[]'::jsonb`, personal: false },
  { name: 'trace', empty: `'[]'::jsonb`, personal: false },
  { name: 'autologin_url', empty: 'NULL', personal: false },
  { name: 'autologin_token', empty: 'NULL', personal: false },
];

/** The archive file's name of a kind's month (`activity-log-2025-01`, then `-2`… for a later file of a month still archived). */
export const rowFileName = (kind: RowKind, label: string, n: number) => `${kind.replace(/_/g, '-')}-${label}${n > 1 ? `-${n}` : ''}.csv.gz`;
