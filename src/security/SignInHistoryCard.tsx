import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DateField, ListContextProvider, Pagination, ResourceContextProvider, TextField, useListController, useTranslate } from 'react-admin';
import { ColumnsDatagrid } from '../ui/columns/ColumnsDatagrid';
import { EventField } from './EventField';

/** The caller's own sign-ins and failures, newest first. */
export function SignInHistoryCard() {
  const translate = useTranslate();
  const controller = useListController({ resource: 'sign-in-history', sort: { field: 'id', order: 'DESC' }, perPage: 10, disableSyncWithLocation: true });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('security.history.title')}
        </Typography>
        <ResourceContextProvider value="sign-in-history">
          <ListContextProvider value={controller}>
            {controller.total === 0 ? <Typography sx={{ my: 2 }}>{translate('resources.sign-in-history.empty')}</Typography> : null}
            <ColumnsDatagrid gridId="sign-in-history" bulkActionButtons={false} rowClick={false}>
              <DateField source="created_at" showTime sortable={false} />
              <EventField />
              <TextField source="ip" sortable={false} />
              <TextField source="user_agent" sortable={false} sx={{ wordBreak: 'break-word' }} />
            </ColumnsDatagrid>
            <Pagination rowsPerPageOptions={[10, 25, 50]} />
          </ListContextProvider>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
}
