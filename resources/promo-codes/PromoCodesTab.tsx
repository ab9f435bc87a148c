import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AutocompleteInput,
  DateField,
  FunctionField,
  Form,
  ReferenceInput,
  ReferenceManyField,
  required,
  SaveButton,
  TextField,
  TextInput,
  useCanAccess,
  useCreate,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { PROMO_CODE_PATTERN } from '../../domain/offers/promoCodes';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppPagination } from '../../src/ui/lists';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';

const T = 'resources.promo-codes';
const q = (text: string) => ({ q: text });
const codeFormat = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !PROMO_CODE_PATTERN.test(value.trim()) ? `${T}.code_format` : undefined);
const validateCode = [required(), codeFormat];

/** The affiliate's name with their e-mail beneath it (data: translate="no"), so a phone's columns keep the code, who, and when. */
const affiliateOf = (r: RaRecord) => (
  <>
    <span>{String(r.affiliate_name ?? '')}</span>
    <Typography component="span" variant="body2" color="text.secondary" translate="no" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {String(r.affiliate_email ?? '')}
    </Typography>
  </>
);

/** Assigns a code to an affiliate on this offer (UI_OfferCampaigns_ManagePromotionRules); a code the offer has is refused under the field. */
function AssignForm({ offerId }: { offerId: Identifier }) {
  const [create] = useCreate();
  const submitting = useFormSubmit({ success: `${T}.added`, refresh: true });
  // a fresh form after each assignment
  const [round, setRound] = useState(0);
  const submit = (values: Record<string, unknown>) =>
    submitting(async () => {
      await create('promo-codes', { data: { offer_id: offerId, affiliate_id: values.affiliate_id, code: String(values.code ?? '').trim() } }, { returnPromise: true });
      setRound((n) => n + 1);
    });
  return (
    <Form key={round} onSubmit={submit} warnWhenUnsavedChanges={false}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start' }}>
        <ReferenceInput source="affiliate_id" reference="user-operations/affiliates" sort={{ field: 'email', order: 'ASC' }}>
          <AutocompleteInput optionText="email" filterToQuery={q} validate={required()} label={`${T}.fields.affiliate_id`} sx={{ minWidth: { xs: '100%', sm: 280 } }} />
        </ReferenceInput>
        <TextInput source="code" label={`${T}.fields.code`} validate={validateCode} autoComplete="off" slotProps={{ htmlInput: { maxLength: 64, spellCheck: false } }} />
        <SaveButton label={`${T}.add`} icon={<span />} sx={{ mt: 1 }} />
      </Box>
    </Form>
  );
}

/**
 * An offer's promo codes (spec 4 §6), a tab of its page: who has which code, the form that assigns
 * one, and removing one. Managers see and assign their own affiliates' codes only (the server's scope).
 */
export function PromoCodesTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess: assign } = useCanAccess({ resource: 'promo-codes', action: 'create' });
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="body2">{translate(`${T}.help`)}</Typography>
      {assign ? <AssignForm offerId={record.id} /> : null}
      <ReferenceManyField
        reference="promo-codes"
        target="offer_id"
        sort={{ field: 'code', order: 'ASC' }}
        perPage={25}
        pagination={<AppPagination />}
        empty={<Typography>{translate(`${T}.empty`)}</Typography>}
      >
        <ColumnsDatagrid gridId="offer-promo-codes" bulkActionButtons={false} rowClick={false}>
          <TextField source="code" translate="no" />
          <FunctionField source="affiliate_name" sortable={false} render={affiliateOf} />
          <DateField source="created_at" showTime />
          <AskDeleteButton redirect={false} />
        </ColumnsDatagrid>
      </ReferenceManyField>
    </Box>
  );
}
