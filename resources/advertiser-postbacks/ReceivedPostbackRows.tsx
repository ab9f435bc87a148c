import { useMediaQuery, type Theme } from '@mui/material';
import { DateField, FunctionField, SimpleList, TextField, type RaRecord } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { TestChip } from '../advertiser-offers/trafficFields';

const T = 'resources.advertiser-postbacks';

const answered = (r: RaRecord) => `${r.http_status}`;

/** The rows of received postbacks, in a list of the whole log or of one offer's (the offer's page). */
export function ReceivedPostbackRows({ withOffer = true }: { withOffer?: boolean }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (small) {
    return (
      <SimpleList
        primaryText={(r: RaRecord) => `${r.method} · ${answered(r)}${r.offer_name ? ` · ${r.offer_name}` : ''}`}
        secondaryText={(r: RaRecord) => r.params}
        tertiaryText={(r: RaRecord) => new Date(r.created_at).toLocaleString()}
        linkType={false}
      />
    );
  }
  return (
    <ColumnsDatagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="created_at" showTime sortable={false} />
      {withOffer ? <TextField source="offer_name" sortable={false} emptyText="—" /> : null}
      <TextField source="method" sortable={false} />
      <TextField source="params" sortable={false} sx={{ wordBreak: 'break-all' }} />
      <FunctionField source="http_status" sortable={false} render={answered} />
      <TextField source="answer" sortable={false} sx={{ wordBreak: 'break-all' }} />
      <TextField source="conversion_id" sortable={false} emptyText="—" />
      <FunctionField source="test" sortable={false} render={(r: RaRecord) => <TestChip record={r} label={`${T}.test`} />} />
    </ColumnsDatagrid>
  );
}

