import { Alert, Box, useMediaQuery, type Theme } from '@mui/material';
import { DateField, FunctionField, SimpleList, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { CountField } from '../../src/ui/figureFields';
import { AppList, EmptyState } from '../../src/ui/lists';
import { formatBytes, formatCount } from '../../src/ui/numberFormat';
import { DownloadArchiveButton, kindText, monthTitle, RestoreArchiveButton, useStatusText } from './archiveFields';

const T = 'resources.archives';

/** How archives are made, above the list: retention writes each month to a file before dropping it; the reports keep it. */
function ArchivesIntro() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {translate(`${T}.intro`)}
    </Alert>
  );
}

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
 * The archived months (docs/api.md, Archives), the latest first: the month (UTC), what it holds,
 * its rows and size, when it was written and whether it is restored; each row downloads its file
 * or restores the month after a question. On a phone each month is a card with the same facts and
 * actions.
 */
export function ArchiveList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const statusText = useStatusText();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyState message={`${T}.empty`} />;
  const size = (r: RaRecord) => formatBytes(Number(r.bytes), locale);
  return (
    <>
      <ArchivesIntro />
      <AppList sort={{ field: 'id', order: 'DESC' }} exporter={false} empty={empty}>
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
