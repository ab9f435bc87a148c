import { useMediaQuery, type Theme } from '@mui/material';
import { DateField, FunctionField, SelectInput, SimpleList, TextField, type RaRecord } from 'react-admin';
import { OfferChangeRequestStatus } from '../../domain/offers/changeRequests';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, EmptyState } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { useLanguage } from '../../src/ui/useLanguage';
import { DataText } from '../../src/ui/DataText';

const M = 'resources.offer-change-requests';

/** Advertisers' requests to change their offers, the open ones first; a row opens it to answer. */
export function ChangeRequestList() {
  const lang = useLanguage();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = [<SelectInput key="status" source="status" choices={OfferChangeRequestStatus.options(lang)} translateChoice={false} alwaysOn />];
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} empty={<EmptyState message={`${M}.empty`} />}>
      {small ? (
        <SimpleList primaryText={(r: RaRecord) => String(r.offer_name)} secondaryText={(r: RaRecord) => `${OfferChangeRequestStatus.label(r.status, lang)} · ${String(r.advertiser_name)}`} linkType="edit" />
      ) : (
        <ColumnsDatagrid gridId="offer-change-requests" rowClick="edit" bulkActionButtons={false}>
          <DateField source="created_at" showTime sortable={false} />
          <TextField source="offer_name" sortable={false} />
          <TextField source="advertiser_name" sortable={false} />
          <FunctionField source="message" sortable={false} render={(r: RaRecord) => <DataText text={r.message} />} />
          <ClassChipField source="status" values={OfferChangeRequestStatus} />
          <FunctionField source="reply" sortable={false} render={(r: RaRecord) => <DataText text={r.reply} />} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
