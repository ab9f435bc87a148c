import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  DateField,
  FunctionField,
  TextField,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { tryErrorText } from '../../src/ui/tryErrorText';
import type { InterfaceLanguage } from '../../domain/languages';
import { WEBHOOK_TEST_EVENT, WebhookDeliveryState, WebhookEvent } from '../../domain/webhooks/webhooks';
import type { WebhookCalls } from '../../providers/webhookCalls';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { DataText } from '../../src/ui/DataText';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { useRunAction } from '../../src/ui/lists/useRunAction';
import { CountField } from '../../src/ui/figureFields';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.webhook-deliveries';
type Translate = ReturnType<typeof useTranslate>;

/** An event's name in the interface language; the test event reads "Test". */
export function eventLabel(event: unknown, lang: InterfaceLanguage, translate: Translate): string {
  return event === WEBHOOK_TEST_EVENT ? translate(`${T}.test_event`) : WebhookEvent.label(event, lang);
}

/** A URL as data (never read as interface text), broken anywhere so it fits a phone. */
export function UrlText({ url }: { url: unknown }) {
  return (
    <Box component="span" sx={{ wordBreak: 'break-all' }}>
      <DataText text={url} />
    </Box>
  );
}

/** A try's stored error: the "no answer" text in the interface language, anything else (`HTTP 503`) as the server wrote it. */
export function DeliveryError({ text }: { text: unknown }) {
  const translate = useTranslate();
  const value = typeof text === 'string' ? text : '';
  const shown = tryErrorText(translate, value, `${T}.no_answer`);
  return shown === value ? <DataText text={value} /> : <>{shown}</>;
}

/** The JSON body a delivery sent (pretty when it parses), monospace and wrapped at any width; a pending one has none yet. */
export function DeliveryBody() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const body = typeof record.body === 'string' ? record.body : '';
  let text = body;
  try {
    text = body ? JSON.stringify(JSON.parse(body), null, 2) : '';
  } catch {
    // not JSON: shown as sent
  }
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {translate(`${T}.fields.body`)}
      </Typography>
      {text ? (
        <Box
          component="pre"
          translate="no"
          tabIndex={0}
          aria-label={translate(`${T}.fields.body`)}
          sx={{ m: 0, p: 1, fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: 'pre-wrap', wordBreak: 'break-all', overflowWrap: 'anywhere', maxWidth: '100%', bgcolor: 'action.hover', borderRadius: 1 }}
        >
          {text}
        </Box>
      ) : (
        <Typography variant="body2">{translate(`${T}.no_body`)}</Typography>
      )}
    </Box>
  );
}

/** "Retry" on a failed delivery (the manage key): it is queued again from now, then the list refreshes; a refusal is toasted. */
export function RetryDeliveryButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const calls = useDataProvider<DataProvider & WebhookCalls>();
  const runAction = useRunAction();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'webhook-deliveries', action: 'edit' });
  if (!record || !canAccess || record.state !== WebhookDeliveryState.Failed) return null;
  const retry = async (event: MouseEvent) => {
    event.stopPropagation(); // the row's click expands it
    setBusy(true);
    try {
      await runAction(() => calls.retryWebhookDelivery(record.id), `${T}.retried`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={`${T}.retry`} aria-label={translate(`${T}.retry_name`, { id: record.id })} disabled={busy} onClick={(event) => void retry(event)}>
      <ReplayIcon />
    </Button>
  );
}

/**
 * The deliveries' table, newest first, for the log and for one webhook's page (`withWebhook`
 * false there): on a phone the id, event and state stay with Retry; a row opens the body it sent.
 */
export function DeliveryGrid({ withWebhook = true, gridId = 'webhook-deliveries' }: { withWebhook?: boolean; gridId?: string }) {
  const translate = useTranslate();
  const lang = useLanguage();
  return (
    <ColumnsDatagrid gridId={gridId} rowClick="expand" expand={<DeliveryBody />} bulkActionButtons={false}>
      <TextField source="id" />
      <FunctionField source="event" sortable={false} render={(r: RaRecord) => eventLabel(r.event, lang, translate)} />
      <ClassChipField source="state" values={WebhookDeliveryState} sortable={false} />
      {withWebhook ? <FunctionField source="webhook_url" sortable={false} render={(r: RaRecord) => <UrlText url={r.webhook_url} />} /> : null}
      <CountField source="attempts" sortable={false} />
      <FunctionField source="http_status" sortable={false} render={(r: RaRecord) => (r.http_status ?? '—') as string} />
      <FunctionField source="error" sortable={false} render={(r: RaRecord) => <DeliveryError text={r.error} />} />
      <DateField source="created_at" showTime sortable={false} />
      <DateField source="last_attempt_at" showTime sortable={false} emptyText="—" />
      <DateField source="next_attempt_at" showTime sortable={false} emptyText="—" />
      <RetryDeliveryButton />
    </ColumnsDatagrid>
  );
}
