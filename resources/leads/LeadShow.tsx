import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { EraseButton } from '../../src/security/EraseButton';
import { DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { TrafficSafety } from '../../domain/enums/report';
import { LeadStatusChip } from '../../domain/leads/leadStatus';
import { SUB_IDS } from '../../domain/tracking/subIds';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { useFormatInstant } from '../../src/ui/dateFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { LeadBroker } from './LeadBroker';
import { LeadPushes } from './LeadPushes';
import { LeadStatuses } from './LeadStatuses';

interface Reason {
  field: string;
  code: string;
  message: string;
  lead_id?: string;
}

const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** Why a refused lead was refused, one line per field, in the language the server answered in. */
function Reasons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const reasons = (record?.reasons as Reason[] | undefined) ?? [];
  if (reasons.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.leads.fields.reasons')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
          {reasons.map((r) => (
            <li key={`${r.field}-${r.code}`}>
              <Typography variant="body2">
                {translate(`resources.leads.fields.${r.field}`, { _: r.field })}: {r.message}
              </Typography>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The lead's sub-ids that were given, as labelled values. */
function SubIds() {
  const record = useRecordContext();
  const translate = useTranslate();
  const given = SUB_IDS.filter((k) => record?.[k]);
  if (given.length === 0) return null;
  return (
    <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap aria-label={translate('resources.leads.sub_ids')}>
      {given.map((source) => (
        <Labeled key={source} source={source} resource="leads">
          <Typography variant="body2">{String(record![source])}</Typography>
        </Labeled>
      ))}
    </Stack>
  );
}

/** A note when the contacts came masked (the server masks them without the documents' keys). */
function MaskedNote() {
  const record = useRecordContext();
  const translate = useTranslate();
  const masked = [record?.phone, record?.email].some((v) => typeof v === 'string' && v.includes('•'));
  return masked ? (
    <Alert severity="info" sx={{ mb: 1 }}>
      {translate('resources.leads.contacts_masked')}
    </Alert>
  ) : null;
}

/** A note on a lead retention archived: why its contacts, push log and history are empty, and where they are. */
function ArchivedNote() {
  const record = useRecordContext();
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  if (!record?.archived_at) return null;
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {translate('resources.leads.archived_note', { date: formatInstant(record.archived_at, false) })}
    </Alert>
  );
}

/** One lead: its contacts (masked or not, as the server sent them), offer, status, reasons, sub-ids, the broker's side, (staff) the status history, the routing trace and (staff) the push log. */
export function LeadShow() {
  const lang = useLanguage();
  return (
    <Show>
      <SimpleShowLayout>
        <MaskedNote />
        <ArchivedNote />
        <TextField source="id" />
        <DateField source="created_at" showTime />
        <ClassChipField source="status" values={LeadStatusChip} />
        <TextField source="offer_name" />
        <TextField source="affiliate_name" />
        <TextField source="first_name" />
        <TextField source="last_name" />
        <TextField source="email" />
        <TextField source="phone" />
        <TextField source="country" />
        <FunctionField source="language" render={(r: RaRecord) => dash(r.language)} />
        <TextField source="ip" />
        <FunctionField source="click_id" render={(r: RaRecord) => dash(r.click_id)} />
        <FunctionField source="external_id" render={(r: RaRecord) => dash(r.external_id)} />
        <FunctionField source="traffic_safety" render={(r: RaRecord) => TrafficSafety.label(r.traffic_safety, lang)} />
        <FunctionField source="comment" render={(r: RaRecord) => dash(r.comment)} />
        <SubIds />
        <Reasons />
        <LeadBroker />
        <LeadStatuses />
        <LeadPushes />
        <EraseButton kind="lead" />
      </SimpleShowLayout>
    </Show>
  );
}
