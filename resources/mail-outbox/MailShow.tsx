import Box from '@mui/material/Box';
import { DateField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { MailStatus } from '../../domain/users/mailOutbox';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { useShowFailure } from '../../src/ui/errors/ShowError';
import { CopyField } from '../offers/CopyField';
import { AttachmentField } from './AttachmentField';
import { DeliveryNotice } from './DeliveryNotice';

/** The message's link (a confirmation or reset link), ready to copy to its recipient. */
function LinkToCopy() {
  const record = useRecordContext();
  if (!record?.link) return null;
  return <CopyField label="resources.mail-outbox.fields.link" value={String(record.link)} />;
}

/** The message as written: the text keeps its lines and long links wrap on a phone. */
function BodyField() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Labeled source="body">
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}>
        {String(record.body ?? '')}
      </Box>
    </Labeled>
  );
}

/** One message of the outbox: recipient, subject, status, times, its link to copy, its attachment to download and its text. */
export function MailShow() {
  const failure = useShowFailure();
  return (
    <>
      <DeliveryNotice />
      <Show {...failure}>
        <SimpleShowLayout>
          <TextField source="to" sx={{ wordBreak: 'break-all' }} />
          <TextField source="subject" />
          <ClassChipField source="status" values={MailStatus} />
          <DateField source="created_at" showTime />
          <DateField source="sent_at" showTime emptyText="—" />
          <TextField source="error" emptyText="—" />
          <LinkToCopy />
          <AttachmentField />
          <BodyField />
        </SimpleShowLayout>
      </Show>
    </>
  );
}
