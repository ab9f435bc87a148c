import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { PayoutStatus } from '../../domain/enums/payout';
import type { InterfaceLanguage } from '../../domain/languages';

const T = 'resources.click-billing.fields';

/** The CSV's columns, in order; revenue only for whoever sees it. */
const columns = (revenue: boolean) =>
  ['day', 'affiliate_id', 'affiliate_name', 'offer_id', 'offer_name', 'clicks', 'commission', ...(revenue ? ['revenue'] : []), 'billed', 'currency', 'period_id', 'payout_id', 'payout_status'] as const;

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a cell that would start a spreadsheet formula is defused (as the server's exports). */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text: headers in the interface language, a payout's status by its label, amounts as the API sent them. */
export function clickBillingCsv(rows: readonly RaRecord[], { lang, revenue, translate }: { lang: InterfaceLanguage; revenue: boolean; translate: (key: string) => string }): string {
  const fields = columns(revenue);
  const cell = (row: RaRecord, field: (typeof fields)[number]) =>
    field === 'payout_status' ? (row.payout_status === null || row.payout_status === undefined ? '' : PayoutStatus.label(row.payout_status, lang)) : row[field];
  const lines = [fields.map((f) => translate(`${T}.${f}`)), ...rows.map((row) => fields.map((f) => cell(row, f)))];
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n');
}

/** react-admin's exporter for the list's Export button: the rows the filters match (up to the button's maxResults), downloaded as click-billing.csv. */
export const clickBillingExporter =
  (options: Parameters<typeof clickBillingCsv>[1]): Exporter =>
  (rows: RaRecord[]) =>
    downloadCSV(clickBillingCsv(rows, options), 'click-billing');
