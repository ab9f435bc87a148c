import { DateField, DateInput, FunctionField, SelectInput, TextField, TextInput, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { ExportButton } from '../../src/ui/lists/ExportButton';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { EventField } from '../../src/security/EventField';
import { SECURITY_EVENTS } from '../../src/security/messages';
import { PolicyCard } from '../../src/security/PolicyCard';

const eventChoices = SECURITY_EVENTS.map((event) => ({ id: event, name: `security.events.${event}` }));

const filters = [
  <SelectInput key="event" source="event" choices={eventChoices} alwaysOn />,
  <TextInput key="email" source="email" alwaysOn />,
  <TextInput key="ip" source="ip" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

function Actions() {
  return (
    <TopToolbar>
      <ExportButton label="resources.security-log.export" file="security-log" fileName="security-log.csv" />
    </TopToolbar>
  );
}

const DETAIL = 'resources.security-log.detail';

/** An event's details in the reader's language: known keys and program-written values translated, a user's text as typed. */
function detailsOf(r: RaRecord, translate: (key: string, options?: { _: string }) => string) {
  const valueOf = (key: string, value: unknown) => {
    if (typeof value === 'boolean') return translate(`${DETAIL}.${value ? 'yes' : 'no'}`);
    if (key === 'scope' && typeof value === 'string') return translate(`${DETAIL}.scope_${value}`, { _: value });
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return Object.entries((r.details ?? {}) as Record<string, unknown>)
    .map(([key, value]) => `${translate(`${DETAIL}.${key}`, { _: key })}: ${valueOf(key, value)}`)
    .join('; ');
}

/** The admin's security log: sign-ins, failures, second-factor and key changes, filtered and exported. */
export function SecurityLogList() {
  const translate = useTranslate();
  return (
    <>
      <PolicyCard />
      <AppList filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} title={translate('resources.security-log.name')} empty={false}>
        <ColumnsDatagrid gridId="security-log" bulkActionButtons={false} rowClick={false}>
          <DateField source="created_at" showTime sortable={false} />
          <EventField />
          <TextField source="email" sortable={false} />
          <TextField source="user_id" sortable={false} />
          <TextField source="actor_id" sortable={false} />
          <TextField source="ip" sortable={false} />
          <TextField source="user_agent" sortable={false} sx={{ wordBreak: 'break-word' }} />
          <FunctionField source="details" sortable={false} render={(r: RaRecord) => detailsOf(r, translate)} />
        </ColumnsDatagrid>
      </AppList>
    </>
  );
}
