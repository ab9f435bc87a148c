import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ListIcon from '@mui/icons-material/List';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  DateField,
  EditButton,
  FunctionField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useRecordContext,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { SendTestButton } from '../../src/ui/SendTestButton';
import { WEBHOOK_HEADERS, WebhookStatus } from '../../domain/webhooks/webhooks';
import type { WebhookCalls } from '../../providers/webhookCalls';
import { DataText } from '../../src/ui/DataText';
import { AppPagination } from '../../src/ui/lists';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { useAskingAction } from '../../src/ui/lists/useRunAction';
import { SectionCard } from '../../src/ui/SectionCard';
import { useCopyText } from '../../src/ui/useCopyText';
import { DeliveryGrid, UrlText } from '../webhook-deliveries/deliveryFields';
import { EventChips, LastDelivery } from './webhookFields';

const T = 'resources.webhooks';
const MASK = '•'.repeat(24);
type Calls = DataProvider & WebhookCalls;

/** "Send test": a `webhook.test` event now; the outcome in a notification, the try in the deliveries below. */
function TestWebhookButton() {
  const calls = useDataProvider<Calls>();
  return (
    <SendTestButton
      send={(id) => calls.testWebhook(id)}
      label={`${T}.test.button`}
      sendingLabel={`${T}.test.sending`}
      okMessage={`${T}.test.ok`}
      failedMessage={`${T}.test.failed`}
      noAnswerKey="resources.webhook-deliveries.no_answer"
    />
  );
}

function ShowActions() {
  const { canAccess: manage } = useCanAccess({ resource: 'webhooks', action: 'edit' });
  return (
    <TopToolbar>
      {manage ? <TestWebhookButton /> : null}
      {manage ? <EditButton /> : null}
      <AskDeleteButton />
    </TopToolbar>
  );
}

/** The signing secret: masked until revealed, copied with one click, replaced after a confirmation (the old one stops signing at once). */
function SecretCard() {
  const record = useRecordContext();
  const translate = useTranslate();
  const calls = useDataProvider<Calls>();
  const copyText = useCopyText(`${T}.secret`);
  const runAction = useAskingAction();
  const { canAccess: manage } = useCanAccess({ resource: 'webhooks', action: 'edit' });
  const [shown, setShown] = useState(false);
  if (!record) return null;
  const secret = typeof record.secret === 'string' ? record.secret : '';
  const rotate = async () => {
    const made = await runAction(() => calls.rotateWebhookSecret(record.id), `${T}.secret.rotated`, { ask: { title: `${T}.secret.rotate_title`, message: `${T}.secret.rotate_explain` } });
    if (made) setShown(true);
  };
  const toggle = translate(shown ? `${T}.secret.hide` : `${T}.secret.show`);
  return (
    <SectionCard id="webhook-secret-title" title={`${T}.secret.title`} variant="outlined" sx={{ mt: 2 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1, minWidth: 0 }}>
        <Box
          component="code"
          translate="no"
          aria-label={shown ? translate(`${T}.secret.title`) : translate(`${T}.secret.masked`)}
          data-testid="webhook-secret"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1, minWidth: 0 }}
        >
          {shown ? secret : MASK}
        </Box>
        <Tooltip title={toggle}>
          <IconButton aria-label={toggle} aria-pressed={shown} onClick={() => setShown(!shown)}>
            {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={translate(`${T}.secret.copy`)}>
          <IconButton aria-label={translate(`${T}.secret.copy`)} onClick={() => void copyText(secret)}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {manage ? <Button label={`${T}.secret.rotate`} variant="outlined" onClick={() => void rotate()} /> : null}
    </SectionCard>
  );
}

/** How a receiver checks a delivery: the signature and the two other headers. */
function VerifyHelp() {
  const translate = useTranslate();
  const code = (text: string) => (
    <Box component="code" translate="no" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
      {text}
    </Box>
  );
  return (
    <SectionCard id="webhook-verify-title" title={`${T}.verify.title`} variant="outlined" sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`${T}.verify.intro`)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
        <Typography component="li" variant="body2">
          {code(`${WEBHOOK_HEADERS.signature}: sha256=<hex>`)} — {translate(`${T}.verify.signature`)}
        </Typography>
        <Typography component="li" variant="body2">
          {code(WEBHOOK_HEADERS.event)} — {translate(`${T}.verify.event`)}
        </Typography>
        <Typography component="li" variant="body2">
          {code(WEBHOOK_HEADERS.delivery)} — {translate(`${T}.verify.delivery`)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate(`${T}.verify.answer`)}
      </Typography>
    </SectionCard>
  );
}

/** The webhook's deliveries, newest first, each opening the body it sent; the whole log filtered to it one click away. */
function Deliveries() {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const all = `${createPath({ resource: 'webhook-deliveries', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ webhook_id: record.id }))}`;
  return (
    <SectionCard id="webhook-deliveries-title" title={`${T}.deliveries.title`} variant="outlined" sx={{ mt: 2 }}>
      <ReferenceManyField
        reference="webhook-deliveries"
        target="webhook_id"
        sort={{ field: 'id', order: 'DESC' }}
        perPage={10}
        pagination={<AppPagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={<Typography>{translate(`${T}.deliveries.empty`)}</Typography>}
      >
        <DeliveryGrid withWebhook={false} gridId="webhook-deliveries-of-webhook" />
      </ReferenceManyField>
      <Button label={`${T}.deliveries.all`} component={Link} to={all} sx={{ mt: 1 }}>
        <ListIcon />
      </Button>
    </SectionCard>
  );
}

/** One webhook: its fields, its signing secret, "Send test", how to verify a delivery, and its deliveries. */
export function WebhookShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <FunctionField source="url" render={(r: RaRecord) => <UrlText url={r.url} />} />
        <FunctionField source="events" render={() => <EventChips />} />
        <ClassChipField source="status" values={WebhookStatus} />
        <FunctionField source="description" render={(r: RaRecord) => <DataText text={r.description} />} />
        <FunctionField source="last_delivery" label={`${T}.fields.last_delivery`} render={() => <LastDelivery />} />
        <DateField source="created_at" showTime />
        <DateField source="updated_at" showTime />
        <SecretCard />
        <VerifyHelp />
        <Deliveries />
      </SimpleShowLayout>
    </Show>
  );
}
