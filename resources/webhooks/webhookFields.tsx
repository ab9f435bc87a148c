import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { WebhookDeliveryState, WebhookEvent } from '../../domain/webhooks/webhooks';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { useFormatInstant } from '../../src/ui/dateFormat';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.webhooks';

/** The events a webhook hears, as chips in the interface language. */
export function EventChips() {
  const record = useRecordContext();
  const lang = useLanguage();
  const events = (record?.events as string[] | undefined) ?? [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {events.map((event) => (
        <Chip key={event} size="small" variant="outlined" label={WebhookEvent.label(event, lang)} />
      ))}
    </Box>
  );
}

/** The events as one line of text (a phone's card). */
export const eventsText = (record: RaRecord, lang: 'en' | 'ru') => ((record.events as string[] | undefined) ?? []).map((e) => WebhookEvent.label(e, lang)).join(', ');

/** The last delivery's state (its chip) and time, or "Not yet". */
export function LastDelivery() {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormatInstant();
  if (!record) return null;
  if (!record.last_delivery_at && !record.last_delivery_state) return <>{translate(`${T}.never`)}</>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <ClassChipField source="last_delivery_state" values={WebhookDeliveryState} />
      {record.last_delivery_at ? <span>{format(record.last_delivery_at)}</span> : null}
    </Box>
  );
}
