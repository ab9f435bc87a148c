import { useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DateField, FunctionField, SelectInput, SimpleList, TopToolbar, useCanAccess, type RaRecord } from 'react-admin';
import { WebhookStatus, WebhookEvent } from '../../domain/webhooks/webhooks';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, EmptyState } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { DataText } from '../../src/ui/DataText';
import { useLanguage } from '../../src/ui/useLanguage';
import { UrlText } from '../webhook-deliveries/deliveryFields';
import { EventChips, eventsText, LastDelivery } from './webhookFields';

const T = 'resources.webhooks';

function ListActions() {
  const { canAccess } = useCanAccess({ resource: 'webhooks', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

function useWebhookFilters() {
  const lang = useLanguage();
  return [
    <SelectInput key="status" source="status" choices={WebhookStatus.options(lang)} translateChoice={false} alwaysOn />,
    <SelectInput key="event" source="event" label={`${T}.fields.event`} choices={WebhookEvent.options(lang)} translateChoice={false} alwaysOn sx={{ minWidth: 160, maxWidth: 320 }} />,
  ];
}

/** One's webhooks, newest first: URL, events, state and last delivery; a row opens the webhook's page (its secret, test and deliveries). */
export function WebhookList() {
  const lang = useLanguage();
  const filters = useWebhookFilters();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyState message={`${T}.empty`} create={{ resource: 'webhooks' }} />;
  const status = (r: RaRecord) => WebhookStatus.label(r.status, lang);
  return (
    <AppList filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} exporter={false} empty={empty}>
      {small ? (
        <SimpleList
          primaryText={(r) => <UrlText url={r.url} />}
          secondaryText={(r) => eventsText(r, lang)}
          tertiaryText={status}
          linkType="show"
          empty={empty}
        />
      ) : (
        <ColumnsDatagrid rowClick="show" bulkActionButtons={false} empty={empty}>
          <FunctionField source="url" sortable={false} render={(r: RaRecord) => <UrlText url={r.url} />} />
          <FunctionField source="events" sortable={false} render={() => <EventChips />} />
          <ClassChipField source="status" values={WebhookStatus} sortable={false} />
          <FunctionField source="last_delivery" label={`${T}.fields.last_delivery`} sortable={false} render={() => <LastDelivery />} />
          <DateField source="created_at" showTime sortable={false} />
          <FunctionField source="description" sortable={false} render={(r: RaRecord) => <DataText text={r.description} />} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
