import { Alert, Box, useMediaQuery, type Theme } from '@mui/material';
import { DateField, FunctionField, SelectInput, SimpleList, useListContext, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { CountField } from '../../src/ui/figureFields';
import { AppList, EmptyState } from '../../src/ui/lists';
import { formatBytes, formatCount } from '../../src/ui/numberFormat';
import { DownloadArchiveButton, KIND_CHOICES, kindText, monthTitle, RestoreArchiveButton, useStatusText } from './archiveFields';

const T = 'resources.archives';

/** How archives are made, above the list: what each retention writes to a file and what stays in the database. */
function ArchivesIntro() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {translate(`${T}.intro.lead`)}
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {(['clicks', 'leads', 'logs'] as const).map((family) => (
          <li key={family}>{translate(`${T}.intro.${family}`)}</li>
        ))}
      </Box>
      {translate(`${T}.intro.end`)}
    </Alert>
  );
}

/** No rows: none archived yet, or none of the kind the filter asks for. */
function ArchivesEmpty() {
  const { filterValues } = useListContext();
  return <EmptyState message={filterValues.kind ? `${T}.empty_kind` : `${T}.empty`} />;
}

const filters = [<SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />];

/** A card's two actions, icons with their names as tooltips (the card's record is the iterator's). */
function CardActions() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <DownloadArchiveButton compact />
      <RestoreArchiveButton />
    </Box>
  );
}

/**
 * The archived months (docs/api.md, Archives), the latest first, of every kind or the one the
 * filter picks: the month (UTC), what it holds (clicks, leads or a log), its rows and size, when
 * it was written and whether it is restored; each row downloads its file or restores the month
 * after a question. On a phone each month is a card with the same facts and actions.
 */
export function ArchiveList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const statusText = useStatusText();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <ArchivesEmpty />;
  const size = (r: RaRecord) => formatBytes(Number(r.bytes), locale);
  return (
    <>
      <ArchivesIntro />
      <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false} empty={empty}>
        {small ? (
          <SimpleList
            primaryText={(r) => monthTitle(r.period_start, locale)}
            tertiaryText={(r) => kindText(r, translate)}
            secondaryText={(r) => (
              <>
                {`${translate(`${T}.rows_count`, { rows: formatCount(Number(r.rows), locale) })} · ${size(r)}`}
                <br />
                {statusText(r)}
              </>
            )}
            linkType={false}
            rightIcon={() => <CardActions />}
            empty={empty}
          />
        ) : (
          <ColumnsDatagrid rowClick={false} bulkActionButtons={false} empty={empty}>
            <FunctionField source="period_start" sortable={false} render={(r: RaRecord) => monthTitle(r.period_start, locale)} />
            <FunctionField source="kind" sortable={false} render={(r: RaRecord) => kindText(r, translate)} />
            <CountField source="rows" sortable={false} />
            <FunctionField source="bytes" sortable={false} textAlign="right" render={size} />
            <DateField source="created_at" showTime sortable={false} />
            <FunctionField source="restored_at" sortable={false} render={(r: RaRecord) => statusText(r)} />
            <DownloadArchiveButton />
            <RestoreArchiveButton />
          </ColumnsDatagrid>
        )}
      </AppList>
    </>
  );
}
