import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Button,
  DateField,
  FunctionField,
  Link,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  TextField,
  useBasename,
  useListController,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AskDeleteButton } from '../ui/lists/AskDeleteButton';
import { ColumnsDatagrid } from '../ui/columns/ColumnsDatagrid';
import { ApiKeyDialog, scopeChoices } from './ApiKeyDialog';
import { useRole } from '../ui/RoleContext';
import { API_REFERENCE_PATH, LEAD_API_PATH } from '../themes/routes';

const T = 'security.api_keys';

/** The caller's API keys (never their secrets): create, see last use, revoke. */
export function ApiKeysCard() {
  const translate = useTranslate();
  const role = useRole();
  const basename = useBasename();
  const [adding, setAdding] = useState(false);
  const controller = useListController({ resource: 'api-keys', sort: { field: 'id', order: 'DESC' }, perPage: 10, disableSyncWithLocation: true });
  // the leads scope lets a write key send leads; a read key sends nothing
  const scopeName = (r: RaRecord) =>
    `${translate(scopeChoices.find((c) => c.id === r.scope)?.name ?? String(r.scope))}${r.scope === 'write' && r.leads ? `, ${translate('security.api_keys.scope_leads')}` : ''}`;
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          <Button label={`${T}.add`} variant="contained" onClick={() => setAdding(true)}>
            <AddIcon />
          </Button>
        </Box>
        <Typography sx={{ my: 1 }}>{translate(`${T}.intro`)}</Typography>
        {role === 'affiliate' || role === 'advertiser' ? (
          <Typography sx={{ mb: 1, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Link to={`${basename}${API_REFERENCE_PATH}`}>{translate('security.api_reference.link')}</Link>
            {role === 'affiliate' ? <Link to={`${basename}${LEAD_API_PATH}`}>{translate('security.lead_api.link')}</Link> : null}
          </Typography>
        ) : null}
        <ResourceContextProvider value="api-keys">
          <ListContextProvider value={controller}>
            {controller.total === 0 ? <Typography sx={{ my: 2 }}>{translate('resources.api-keys.empty')}</Typography> : null}
            {controller.total ? (
              <>
                <ColumnsDatagrid gridId="api-keys" bulkActionButtons={false} rowClick={false}>
                  <TextField source="name" />
                  <FunctionField source="scope" sortable={false} render={scopeName} />
                  <DateField source="created_at" showTime />
                  <DateField source="expires_at" emptyText={translate(`${T}.never`)} />
                  <DateField source="last_used_at" showTime emptyText={translate(`${T}.never`)} />
                  <AskDeleteButton redirect={false} />
                </ColumnsDatagrid>
                <Pagination rowsPerPageOptions={[10, 25, 50]} />
              </>
            ) : null}
          </ListContextProvider>
        </ResourceContextProvider>
      </CardContent>
      {adding ? <ApiKeyDialog onClose={() => setAdding(false)} /> : null}
    </Card>
  );
}
