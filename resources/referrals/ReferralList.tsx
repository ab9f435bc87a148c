import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, DateField, ReferenceInput, SimpleList, TextField, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { UserType } from '../../domain/enums/user';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { MoneyField } from '../../src/ui/figureFields';
import { AppList, EmptyState } from '../../src/ui/lists';
import { formatMoney } from '../../src/ui/numberFormat';

const AFFILIATES = { user_type: UserType.Affiliate };
const q = (text: string) => ({ q: text });

/** Staff: who referred whom in their scope, when the friend registered, and the bonus billed and due for them (spec 4 §6). */
export function ReferralList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = [
    <ReferenceInput key="referrer_id" source="referrer_id" reference="user-operations/all-users" filter={AFFILIATES} sort={{ field: 'email', order: 'ASC' }} alwaysOn>
      <AutocompleteInput optionText="email" filterToQuery={q} label="resources.referrals.fields.referrer_id" />
    </ReferenceInput>,
  ];
  const money = (r: RaRecord) => `${formatMoney(Number(r.earned), locale)} · ${formatMoney(Number(r.pending), locale)}`;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('resources.referrals.note')}
      </Typography>
      <AppList filters={filters} sort={{ field: 'registered_at', order: 'DESC' }} empty={false}>
        {small ? (
          <SimpleList
            primaryText={(r) => `${String(r.referrer_name)} → ${String(r.referred_name)}`}
            secondaryText={money}
            tertiaryText={(r) => new Date(String(r.registered_at)).toLocaleDateString(locale)}
            linkType={false}
            empty={<EmptyState message="resources.referrals.empty" />}
          />
        ) : (
          <ColumnsDatagrid gridId="referrals" rowClick={false} bulkActionButtons={false} empty={<EmptyState message="resources.referrals.empty" />}>
            <TextField source="referrer_name" sortable={false} />
            <TextField source="referred_name" sortable={false} />
            <TextField source="referred_email" sortable={false} />
            <DateField source="registered_at" />
            <MoneyField source="earned" sortable={false} />
            <MoneyField source="pending" sortable={false} />
          </ColumnsDatagrid>
        )}
      </AppList>
    </>
  );
}
