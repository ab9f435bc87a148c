import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  Button,
  DateField,
  FunctionField,
  ListContextProvider,
  RecordContextProvider,
  ResourceContextProvider,
  TextField,
  useCanAccess,
  useDataProvider,
  useListController,
  useRecordContext,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { AppPagination } from '../../src/ui/lists';
import { useQuery } from '@tanstack/react-query';
import { pixelActionFromCode, PixelAction, PixelProcessingLogStatus } from '../../domain/enums/pixel';
import { PostbackIntegrationStatus } from '../../domain/enums/user';
import type { PostbackCalls } from '../../providers/postbackCalls';
import { useLanguage } from '../../src/ui/useLanguage';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { PostbackDialog } from './PostbackDialog';
import { tryErrorText } from '../../src/ui/tryErrorText';
import { SendTestButton } from '../../src/ui/SendTestButton';

const NO_ANSWER = 'resources.postback-log.no_answer';

function TestButton() {
  const calls = useDataProvider<DataProvider & PostbackCalls>();
  return (
    <SendTestButton
      send={(id) => calls.testPostback(id)}
      label="resources.postbacks.test"
      okMessage="resources.postbacks.test_ok"
      failedMessage="resources.postbacks.test_failed"
      noAnswerKey={NO_ANSWER}
    />
  );
}

function EditButton({ affiliateId }: { affiliateId?: number }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="ra.action.edit" onClick={() => setOpen(true)}>
        <EditIcon />
      </Button>
      {open ? <PostbackDialog affiliateId={affiliateId} record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The log of tries (newest first), in the same scope as the postbacks above it. */
function ProcessingLog({ affiliateId }: { affiliateId?: number }) {
  const translate = useTranslate();
  const controller = useListController({ resource: 'postback-log', filter: affiliateId ? { affiliate_id: affiliateId } : {}, sort: { field: 'id', order: 'DESC' }, perPage: 10, disableSyncWithLocation: true });
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.postbacks.log')}
        </Typography>
        <ResourceContextProvider value="postback-log">
        <ListContextProvider value={controller}>
          {controller.total === 0 ? <Typography>{translate('resources.postback-log.empty')}</Typography> : null}
          <ColumnsDatagrid gridId="postback-log" bulkActionButtons={false} rowClick={false}>
            <DateField source="created_at" showTime sortable={false} />
            <TextField source="method" sortable={false} />
            <TextField source="url" sortable={false} sx={{ wordBreak: 'break-all' }} />
            <FunctionField source="http_status" sortable={false} render={(r: RaRecord) => (r.http_status ?? '—') as string} />
            <ClassChipField source="status" values={PixelProcessingLogStatus} />
            <TextField source="attempt" sortable={false} />
            <BooleanField source="test" sortable={false} />
            <FunctionField source="error" sortable={false} render={(r: RaRecord) => tryErrorText(translate, String(r.error ?? ''), NO_ANSWER)} />
          </ColumnsDatagrid>
          <AppPagination rowsPerPageOptions={[10, 25, 50]} />
        </ListContextProvider>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
}

/** The affiliate's integration status (spec 3 §4) as its chip, in the interface language; refetched on refresh. */
function IntegrationStatusChip({ affiliateId }: { affiliateId?: number }) {
  const translate = useTranslate();
  const calls = useDataProvider<DataProvider & PostbackCalls>();
  const { data } = useQuery({ queryKey: ['postbacks', 'integration-status', affiliateId ?? 'own'], queryFn: () => calls.integrationStatus(affiliateId) });
  if (!data) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="integration-status">
      <Typography component="span">{translate('resources.postbacks.integration_status')}:</Typography>
      <RecordContextProvider value={{ id: data.affiliate_id, integration_status: data.integration_status }}>
        <ClassChipField source="integration_status" values={PostbackIntegrationStatus} />
      </RecordContextProvider>
    </Box>
  );
}

/**
 * An affiliate's postbacks (spec 3 §4) and their processing log: the affiliate's own page, and the
 * page of one affiliate for admins and managers (`affiliateId`). Adding, editing, deleting and the
 * test need UI_Postback_Manage.
 */
export function PostbacksPanel({ affiliateId }: { affiliateId?: number }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const [adding, setAdding] = useState(false);
  const { canAccess: manage } = useCanAccess({ resource: 'postbacks', action: 'edit' });
  const controller = useListController({ resource: 'postbacks', filter: affiliateId ? { affiliate_id: affiliateId } : {}, sort: { field: 'id', order: 'DESC' }, perPage: 50, disableSyncWithLocation: true });
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <IntegrationStatusChip affiliateId={affiliateId} />
        {manage ? (
          <Button label="resources.postbacks.add" variant="contained" onClick={() => setAdding(true)}>
            <AddIcon />
          </Button>
        ) : null}
      </Box>
      <ResourceContextProvider value="postbacks">
      <ListContextProvider value={controller}>
        {controller.total === 0 ? <Typography sx={{ my: 2 }}>{translate('resources.postbacks.empty')}</Typography> : null}
        <ColumnsDatagrid gridId="postbacks" bulkActionButtons={false} rowClick={false}>
          <FunctionField source="action" sortable={false} render={(r: RaRecord) => PixelAction.label(pixelActionFromCode(r.action), lang)} />
          <FunctionField source="campaign_name" sortable={false} render={(r: RaRecord) => (r.campaign_name as string | null) ?? translate('resources.postbacks.all_offers')} />
          <TextField source="method" sortable={false} />
          <TextField source="url" sortable={false} sx={{ wordBreak: 'break-all' }} />
          {manage ? <TestButton /> : null}
          {manage ? <EditButton affiliateId={affiliateId} /> : null}
          {manage ? <AskDeleteButton redirect={false} /> : null}
        </ColumnsDatagrid>
      </ListContextProvider>
      </ResourceContextProvider>
      <ProcessingLog affiliateId={affiliateId} />
      {adding ? <PostbackDialog affiliateId={affiliateId} onClose={() => setAdding(false)} /> : null}
    </Box>
  );
}
