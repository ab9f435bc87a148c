import { Stack, Typography } from '@mui/material';
import { DateField, Form, FunctionField, ListContextProvider, SaveButton, TextInput, type RaRecord, maxLength, required, useCreate, useGetList, useList, useRecordContext, useTranslate } from 'react-admin';
import { CHANGE_REQUEST_MAX, OfferChangeRequestStatus } from '../../domain/offers/changeRequests';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';
import { SectionCard } from '../../src/ui/SectionCard';
import { DataText } from '../../src/ui/DataText';

const M = 'resources.advertiser-change-requests';
const RESOURCE = 'advertiser-change-requests';

/**
 * "Request a change" on the advertiser's offer (spec 4 §7): the offer is the network's to edit, so
 * the advertiser says what should change; their requests on it follow, with the staff's answer.
 */
export function ChangeRequests() {
  const record = useRecordContext();
  const translate = useTranslate();
  const submitting = useFormSubmit({ success: `${M}.sent` });
  const [create, { isPending: sending }] = useCreate();
  const offerId = record?.id;
  const { data = [], isPending, refetch } = useGetList(RESOURCE, { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'DESC' }, filter: { offer_id: offerId } }, { enabled: offerId !== undefined });
  const list = useList({ data, isPending, resource: RESOURCE });
  if (!record) return null;
  const send = (values: Record<string, unknown>) =>
    submitting(async () => {
      await create(RESOURCE, { data: { offer_id: Number(offerId), message: String(values.message ?? '') } }, { returnPromise: true });
      await refetch();
    });
  return (
    <SectionCard id="advertiser-offer-change-requests" title={`${M}.title`} sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${M}.help`)}
      </Typography>
      <Form key={data.length} record={{ message: '' }} onSubmit={send} warnWhenUnsavedChanges={false}>
        <Stack spacing={1} sx={{ mb: 2 }}>
          <TextInput source="message" label={`${M}.message`} multiline minRows={2} fullWidth validate={[required(), maxLength(CHANGE_REQUEST_MAX)]} />
          <SaveButton label={`${M}.send`} alwaysEnable={!sending} sx={{ alignSelf: 'flex-start' }} />
        </Stack>
      </Form>
      {!isPending && data.length === 0 ? (
        <Typography>{translate(`${M}.none`)}</Typography>
      ) : (
        <ListContextProvider value={list}>
          <ColumnsDatagrid gridId="advertiser-change-requests" bulkActionButtons={false} rowClick={false}>
            <DateField source="created_at" showTime sortable={false} />
            <FunctionField source="message" sortable={false} render={(r: RaRecord) => <DataText text={r.message} />} />
            <ClassChipField source="status" values={OfferChangeRequestStatus} />
            <FunctionField source="reply" sortable={false} render={(r: RaRecord) => <DataText text={r.reply} />} />
          </ColumnsDatagrid>
        </ListContextProvider>
      )}
    </SectionCard>
  );
}
