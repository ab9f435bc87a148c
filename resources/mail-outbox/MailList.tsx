import { DateField, FunctionField, TextField, useTranslate, type RaRecord } from 'react-admin';
import { MailStatus } from '../../domain/users/mailOutbox';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { AppList, searchFilter } from '../../src/ui/lists';
import { DataText } from '../../src/ui/DataText';
import { DeliveryNotice } from './DeliveryNotice';

const filters = [searchFilter];

/** The administrator's mail outbox: newest first, the recipient searchable, an attachment named; a row opens the message. */
export function MailList() {
  const translate = useTranslate();
  return (
    <>
      <DeliveryNotice />
      <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} title={translate('resources.mail-outbox.name', { smart_count: 2 })}>
        <ColumnsDatagrid gridId="mail-outbox" rowClick="show" bulkActionButtons={false}>
          <TextField source="to" sortable={false} sx={{ wordBreak: 'break-all' }} />
          <TextField source="subject" sortable={false} />
          <ClassChipField source="status" values={MailStatus} />
          <DateField source="created_at" showTime sortable={false} />
          <DateField source="sent_at" showTime sortable={false} emptyText="—" />
          <FunctionField source="attachment" sortable={false} render={(r: RaRecord) => <DataText text={r.attachment?.name} />} />
        </ColumnsDatagrid>
      </AppList>
    </>
  );
}
