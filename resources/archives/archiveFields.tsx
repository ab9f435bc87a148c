import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useState, type MouseEvent } from 'react';
import { Button, useCanAccess, useDataProvider, useLocaleState, useRecordContext, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { ARCHIVE_KINDS } from '../../domain/archives/archives';
import { archiveFileUrl, type ArchiveCalls } from '../../providers/archiveCalls';
import { useAskYes } from '../../src/ui/confirm';
import { FileDownloadLink } from '../../src/ui/FileDownloadLink';
import { useRunAction } from '../../src/ui/lists/useRunAction';
import { useFormatInstant } from '../../src/ui/dateFormat';
import { useRole } from '../../src/ui/RoleContext';

const T = 'resources.archives';
type Translate = ReturnType<typeof useTranslate>;

/**
 * An archive's month in the interface language ("March 2025", ru "март 2025 г."), as a sentence
 * carries it: the period is UTC months, so it is read in UTC whatever the session zone.
 */
export function monthText(periodStart: unknown, locale: string): string {
  if (typeof periodStart !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(periodStart)) return '';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${periodStart}T00:00:00Z`));
}

/** The month as a cell or a card's title reads it: capitalised ("Март 2025 г."). */
export const monthTitle = (periodStart: unknown, locale: string) => {
  const text = monthText(periodStart, locale);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
};

/** What an archive holds ("Clicks", "Activity log"), in the interface language. */
export const kindText = (record: RaRecord, translate: Translate) => translate(`${T}.kinds.${String(record.kind)}`, { _: String(record.kind) });

/** The kinds as the filter offers them, in the order of ARCHIVE_KINDS. */
export const KIND_CHOICES = ARCHIVE_KINDS.map((id) => ({ id, name: `${T}.kinds.${id}` }));

/**
 * The words of a restore, by what the archive holds: a month of clicks is named by its month
 * alone (as before there were other kinds); leads and logs by their kind and month, each with
 * what comes back.
 */
export function restoreTexts(record: RaRecord, month: string, translate: Translate) {
  const kind = kindText(record, translate);
  if (record.kind === 'clicks') {
    return { name: translate(`${T}.restore_name`, { month }), title: translate(`${T}.restore_title`, { month }), explain: translate(`${T}.restore_explain`, { month }), restored: `${T}.restored` };
  }
  const family = record.kind === 'leads' ? 'leads' : 'log';
  return {
    name: translate(`${T}.restore_kind_name`, { kind, month }),
    title: translate(`${T}.restore_kind_title`, { kind, month }),
    explain: translate(`${T}.restore_explain_${family}`, { kind, month }),
    restored: `${T}.restored_${family}`,
  };
}

/** "Archived", or "Restored on … by …" while the month is back in the database. */
export function useStatusText(): (record: RaRecord) => string {
  const translate = useTranslate();
  const format = useFormatInstant();
  return (record) => {
    if (!record.restored_at) return translate(`${T}.archived`);
    const date = format(record.restored_at);
    return record.restored_by_name ? translate(`${T}.restored_on`, { date, name: record.restored_by_name }) : translate(`${T}.restored_on_unnamed`, { date });
  };
}

/** Download: the file as written, fetched through the http client with the session and saved under its own name. */
export function DownloadArchiveButton({ compact = false }: { compact?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const role = useRole();
  const calls = useDataProvider<DataProvider & ArchiveCalls>();
  if (!record) return null;
  const fileName = String(record.file_name);
  return (
    <FileDownloadLink
      href={archiveFileUrl(role, record.id)}
      fileName={fileName}
      label={translate(`${T}.download`)}
      name={fileName}
      fetchFile={() => calls.downloadArchive(record.id)}
      compact={compact}
    />
  );
}

/**
 * Restore: asks first, in the words of the archive's kind (restoreTexts: clicks come back to the
 * click log for a week, leads their contact details, a log its entries), then puts the month back
 * and refreshes the list; a refusal (409: the month is in the database already, the file is
 * missing or changed) is shown as the server wrote it. Not offered while the month is restored.
 */
export function RestoreArchiveButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const askYes = useAskYes();
  const runAction = useRunAction();
  const calls = useDataProvider<DataProvider & ArchiveCalls>();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'archives', action: 'edit' });
  if (!record || !canAccess || record.restored_at) return null;
  const month = monthText(record.period_start, locale);
  const texts = restoreTexts(record, month, translate);
  const restore = async (event: MouseEvent) => {
    event.stopPropagation();
    if (!(await askYes({ title: texts.title, message: texts.explain }))) return;
    setBusy(true);
    try {
      await runAction(() => calls.restoreArchive(record.id), texts.restored, { args: { month, kind: kindText(record, translate) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={`${T}.restore`} aria-label={texts.name} disabled={busy} onClick={(event) => void restore(event)}>
      <UnarchiveIcon />
    </Button>
  );
}
