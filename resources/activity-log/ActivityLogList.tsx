import { Stack, Typography } from '@mui/material';
import { DateField, FunctionField, NumberInput, SelectInput, TextField, TextInput, TopToolbar, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ActivityEntity, ActivityLogType, shownValue } from '../../domain/activity/activityLog';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, EmptyState, PeriodFilterInput } from '../../src/ui/lists';
import { ExportButton } from '../../src/ui/lists/ExportButton';
import { useLanguage } from '../../src/ui/useLanguage';

const M = 'resources.activity-log';

function useFilters() {
  const lang = useLanguage();
  return [
    <SelectInput key="type" source="type" choices={ActivityLogType.options(lang)} translateChoice={false} alwaysOn />,
    <SelectInput key="entity" source="entity" choices={ActivityEntity.options(lang)} translateChoice={false} alwaysOn />,
    <TextInput key="entity_id" source="entity_id" />,
    <NumberInput key="actor_id" source="actor_id" />,
    <PeriodFilterInput key="period_type" source="period_type" alwaysOn />,
  ];
}

function Actions() {
  return (
    <TopToolbar>
      <ExportButton label={`${M}.export`} file="activity-log" fileName="activity-log.csv" />
    </TopToolbar>
  );
}

/**
 * Each changed field on a line of its own: `payout_cpa: 10.00 → 12.00`. The field's API name and its
 * stored values are data, not interface text: marked `translate="no"` (no translator or translation
 * check reads them as words).
 */
function ChangesField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const changes = (record.changes ?? {}) as Record<string, { before: unknown; after: unknown }>;
  return (
    <Stack spacing={0.25} aria-label={translate(`${M}.fields.fields`)}>
      {Object.entries(changes).map(([field, c]) => (
        <Typography key={field} variant="body2" component="div">
          <Typography component="code" variant="body2" translate="no" sx={{ fontFamily: 'monospace' }}>
            {field}
          </Typography>
          {': '}
          <span translate="no">{`${shownValue(c.before)} → ${shownValue(c.after)}`}</span>
        </Typography>
      ))}
    </Stack>
  );
}

/** Who made the change: their e-mail, or "System" when no one did. */
function ActorField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{record.actor_email ?? (record.actor_id === null ? translate(`${M}.system`) : `#${String(record.actor_id)}`)}</>;
}

/** The activity log: newest first, each entry with who, when, from where, and its fields before → after. */
export function ActivityLogList() {
  const lang = useLanguage();
  return (
    <AppList filters={useFilters()} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} empty={<EmptyState message={`${M}.empty`} />}>
      <ColumnsDatagrid gridId="activity-log" bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" showTime sortable={false} />
        <FunctionField source="actor_email" sortable={false} render={() => <ActorField />} />
        <TextField source="ip" sortable={false} />
        <FunctionField source="type" sortable={false} render={(r: RaRecord) => ActivityLogType.label(r.type, lang)} />
        <FunctionField source="entity" sortable={false} render={(r: RaRecord) => (
            <>
              {`${ActivityEntity.label(r.entity, lang)} `}
              <span translate="no">{String(r.entity_id)}</span>
            </>
          )}
        />
        <FunctionField source="fields" sortable={false} render={() => <ChangesField />} />
      </ColumnsDatagrid>
    </AppList>
  );
}
