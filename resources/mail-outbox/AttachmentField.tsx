import Box from '@mui/material/Box';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { mailAttachmentUrl } from '../../providers/userCalls';
import { FileDownloadLink } from '../../src/ui/FileDownloadLink';
import { useRole } from '../../src/ui/RoleContext';
import { useUserCalls } from '../accounts/useUserCalls';

/** What the outbox answers of a message's attachment: never its bytes (docs/api.md, User management). */
interface Attachment {
  name: string;
  type: string | null;
  size: number | null;
}

/** The message's attachment (an advertiser's invoice PDF): its file name and a link that downloads it; nothing without one. */
export function AttachmentField() {
  const record = useRecordContext();
  const translate = useTranslate();
  const role = useRole();
  const calls = useUserCalls();
  const file = record?.attachment as Attachment | null | undefined;
  if (!record || !file) return null;
  return (
    <Labeled label="resources.mail-outbox.fields.attachment">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box component="span" translate="no" sx={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Box>
        <FileDownloadLink
          href={mailAttachmentUrl(role, record.id)}
          fileName={file.name}
          label={translate('resources.mail-outbox.download')}
          name={file.name}
          fetchFile={() => calls.downloadMailAttachment(record.id)}
        />
      </Box>
    </Labeled>
  );
}
