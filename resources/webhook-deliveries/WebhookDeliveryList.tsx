import { ReferenceInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { WEBHOOK_TEST_EVENT, WebhookDeliveryState, WebhookEvent } from '../../domain/webhooks/webhooks';
import { AppList, EmptyState } from '../../src/ui/lists';
import { useLanguage } from '../../src/ui/useLanguage';
import { DeliveryGrid, UrlText } from './deliveryFields';

const T = 'resources.webhook-deliveries';
/** a chosen long URL or event name shortens with an ellipsis rather than widening a phone's page */
const FIT = { minWidth: 160, maxWidth: 320 };

/** A webhook of the filter's choices: its URL, as data. */
function WebhookOption() {
  const record = useRecordContext();
  return record ? <UrlText url={record.url} /> : null;
}

function useDeliveryFilters() {
  const translate = useTranslate();
  const lang = useLanguage();
  const events = [...WebhookEvent.options(lang), { id: WEBHOOK_TEST_EVENT, name: translate(`${T}.test_event`) }];
  return [
    <ReferenceInput key="webhook_id" source="webhook_id" reference="webhooks" sort={{ field: 'id', order: 'DESC' }} perPage={100} alwaysOn>
      <SelectInput optionText={<WebhookOption />} label={`${T}.fields.webhook_id`} sx={FIT} />
    </ReferenceInput>,
    <SelectInput key="event" source="event" choices={events} translateChoice={false} alwaysOn sx={FIT} />,
    <SelectInput key="state" source="state" choices={WebhookDeliveryState.options(lang)} translateChoice={false} alwaysOn />,
  ];
}

/** Every delivery of one's webhooks, newest first, filtered by webhook, event and state; a failed one may be retried, a row shows the body sent. */
export function WebhookDeliveryList() {
  const filters = useDeliveryFilters();
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false} empty={<EmptyState message={`${T}.empty`} />}>
      <DeliveryGrid />
    </AppList>
  );
}
