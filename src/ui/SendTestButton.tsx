import SendIcon from '@mui/icons-material/Send';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { tryErrorText } from './tryErrorText';
import { useNotifyUnhandled } from './useNotifyUnhandled';

/** What a "Send test" call answers (a postback's, a webhook's). */
export interface OutgoingTestResult {
  ok: boolean;
  http_status: number | null;
  error: string;
}

interface SendTestButtonProps {
  /** the test call for the record's id */
  send(id: Identifier): Promise<OutgoingTestResult>;
  label: string;
  /** the label while the call is under way (the deadline may take 10 s); `label` when left out */
  sendingLabel?: string;
  /** messages with %{status} and %{error}, for a delivered and a failed try */
  okMessage: string;
  failedMessage: string;
  /** the resource's "no answer" message, by which the stored text is put in the interface language */
  noAnswerKey: string;
}

/**
 * "Send test" on a record: the call, its outcome in a notification (the error in the interface
 * language, or the HTTP status when it has none), then the page refreshed for the try it logged.
 */
export function SendTestButton({ send, label, sendingLabel = label, okMessage, failedMessage, noAnswerKey }: SendTestButtonProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const onError = useNotifyUnhandled();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async () => {
    setBusy(true);
    try {
      const result = await send(record.id);
      const error = result.error ? tryErrorText(translate, result.error, noAnswerKey) : `HTTP ${result.http_status ?? '—'}`;
      notify(result.ok ? okMessage : failedMessage, { type: result.ok ? 'success' : 'warning', messageArgs: { status: result.http_status ?? '—', error } });
      refresh();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={busy ? sendingLabel : label} disabled={busy} onClick={() => void run()}>
      {busy ? <CircularProgress size={18} aria-hidden /> : <SendIcon />}
    </Button>
  );
}
