import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useMediaQuery, type Theme } from '@mui/material';
import { useRef, type MouseEvent } from 'react';
import {
  BooleanInput,
  DateField,
  FunctionField,
  Link,
  SimpleList,
  TopToolbar,
  useBasename,
  useDataProvider,
  useRecordContext,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { alertText } from '../../domain/alerts/alertKinds';
import { AlertPriority, AlertStatus } from '../../domain/enums/alert';
import type { AlertCalls } from '../../providers/alertCalls';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, EmptyState } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { RecordActionButton } from '../../src/ui/lists/RecordActionButton';
import { useLanguage } from '../../src/ui/useLanguage';

const M = 'resources.alerts';
const useAlertCalls = () => useDataProvider<DataProvider & AlertCalls>();
const isUnread = (r: RaRecord) => r.status === AlertStatus.New;

/** The alert's sentence, a link to the thing it is about (reading it marks it read). */
function AlertTextField() {
  const record = useRecordContext();
  const lang = useLanguage();
  const basename = useBasename();
  const calls = useAlertCalls();
  if (!record) return null;
  const text = alertText(String(record.kind), String(record.name ?? ''), lang);
  const markRead = () => {
    if (isUnread(record)) void calls.markAlertRead(record.id).catch(() => undefined);
  };
  const body = isUnread(record) ? <strong>{text}</strong> : text;
  if (!record.link) return body;
  return (
    <Link to={`${basename}${String(record.link)}`} onClick={(event: MouseEvent) => (event.stopPropagation(), markRead())}>
      {body}
    </Link>
  );
}

function MarkReadButton() {
  const record = useRecordContext();
  const calls = useAlertCalls();
  if (!record || !isUnread(record)) return null;
  return <RecordActionButton label={`${M}.mark_read`} icon={<DoneIcon />} run={() => calls.markAlertRead(record.id)} success={{ message: `${M}.marked_read` }} />;
}

function Actions() {
  const calls = useAlertCalls();
  const marked = useRef(0);
  return (
    <TopToolbar>
      <RecordActionButton
        label={`${M}.mark_all_read`}
        icon={<DoneAllIcon />}
        run={async () => (marked.current = (await calls.markAllAlertsRead()).count)}
        success={{ message: `${M}.marked_all_read`, get args() { return { smart_count: marked.current }; } }}
      />
    </TopToolbar>
  );
}

const filters = [<BooleanInput key="unread" source="unread" alwaysOn />];

/** The staff member's alerts, newest first: unread in bold, each a link to its thing; mark one or all read. */
export function AlertList() {
  const lang = useLanguage();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const basename = useBasename();
  const calls = useAlertCalls();
  // a row opens the thing and counts as read
  const open = (id: RaRecord['id'], record: RaRecord) => {
    if (isUnread(record)) void calls.markAlertRead(id).catch(() => undefined);
    return record.link ? `${basename}${String(record.link)}` : false;
  };
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={<Actions />} empty={<EmptyState message={`${M}.empty`} />}>
      {small ? (
        <SimpleList
          primaryText={(r) => <AlertTextField key={r.id} />}
          secondaryText={(r) => `${AlertPriority.label(r.priority, lang)} · ${AlertStatus.label(r.status, lang)}`}
          tertiaryText={() => <MarkReadButton />}
          linkType={false}
          empty={<EmptyState message={`${M}.empty`} />}
        />
      ) : (
        <ColumnsDatagrid gridId="alerts" bulkActionButtons={false} rowClick={(id, _resource, r) => open(id, r)}>
          <ClassChipField source="priority" values={AlertPriority} sortable={false} />
          <FunctionField source="text" sortable={false} render={() => <AlertTextField />} />
          <DateField source="created_at" showTime sortable={false} />
          <ClassChipField source="status" values={AlertStatus} sortable={false} />
          <MarkReadButton />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
