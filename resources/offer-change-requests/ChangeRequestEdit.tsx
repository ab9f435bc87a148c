import { Typography } from '@mui/material';
import { DateField, FunctionField, Labeled, SelectInput, TextField, TextInput, maxLength, required, useTranslate, type RaRecord } from 'react-admin';
import { CHANGE_REQUEST_MAX, OfferChangeRequestStatus } from '../../domain/offers/changeRequests';
import { EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { useLanguage } from '../../src/ui/useLanguage';
import { DataText } from '../../src/ui/DataText';

const M = 'resources.offer-change-requests';

/** The answer's body: the status and the reply, nothing of the request itself. */
const toAnswer = (values: Record<string, unknown>) => ({ status: values.status, reply: String(values.reply ?? '') });

function Inputs() {
  const lang = useLanguage();
  const translate = useTranslate();
  return (
    <>
      <Labeled source="offer_name">
        <TextField source="offer_name" />
      </Labeled>
      <Labeled source="advertiser_name">
        <TextField source="advertiser_name" />
      </Labeled>
      <Labeled source="created_at">
        <DateField source="created_at" showTime />
      </Labeled>
      <Labeled source="message">
        <FunctionField source="message" render={(r: RaRecord) => <DataText text={r.message} />} />
      </Labeled>
      <Typography variant="body2" color="text.secondary">
        {translate(`${M}.answer_help`)}
      </Typography>
      <SelectInput source="status" choices={OfferChangeRequestStatus.options(lang)} translateChoice={false} validate={required()} />
      <TextInput source="reply" multiline minRows={3} fullWidth validate={maxLength(CHANGE_REQUEST_MAX)} />
    </>
  );
}

/** One request: what the advertiser asked, and the staff's answer (done, declined with a reason, or open again). */
export const ChangeRequestEdit = () => (
  <EditFormPage transform={toAnswer} toolbar={<SaveToolbar />}>
    <Inputs />
  </EditFormPage>
);
