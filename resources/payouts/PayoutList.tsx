import { useMediaQuery, type Theme } from '@mui/material';
import { DateField, FunctionField, SelectInput, SimpleList, TextField, TopToolbar, useCanAccess, useLocaleState, type RaRecord } from 'react-admin';
import { NEEDS_REASON } from '../../domain/billing/transitions';
import { periodLabel } from '../../domain/billing/terms';
import { PayoutStatus } from '../../domain/enums/payout';
import { useRole } from '../../src/ui/RoleContext';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, EmptyState } from '../../src/ui/lists';
import { formatMoney } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { ChoiceBatchButton } from '../../src/ui/lists/ChoiceBatchButton';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { ExportButton } from '../../src/ui/lists/ExportButton';
import { BalanceCard } from './BalanceCard';
import { ClosePeriodsButton } from './ClosePeriodsButton';
import { PeriodsCard } from './PeriodsCard';

/** The last day a period covers: the API's end is exclusive. */
export const periodText = (r: RaRecord) => periodLabel(String(r.period_start), String(r.period_end));

/** The same move for the selected payouts (all or none); a bounce or a cancellation is asked one by one on the payout's page. */
function PayoutBulkActions() {
  const lang = useLanguage();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'edit' });
  if (!canAccess) return null;
  return (
    <ChoiceBatchButton
      label="resources.payouts.move"
      batch="status"
      field="status"
      // a payment sent carries its transfer reference: one by one, on the payout's page
      choices={PayoutStatus.options(lang).filter((c) => !NEEDS_REASON.includes(Number(c.id)) && Number(c.id) !== PayoutStatus.Pending && Number(c.id) !== PayoutStatus.PaymentSent)}
      success="resources.payouts.moved_many"
    />
  );
}

function Actions() {
  return (
    <TopToolbar>
      <ClosePeriodsButton />
      <ExportButton label="resources.payouts.export" file="payouts" fileName="payouts.csv" />
    </TopToolbar>
  );
}

/**
 * Payouts (spec 3 §6): staff see the payouts of their scope to act on, by status; an affiliate sees
 * their balance and their own payouts.
 */
export function PayoutList() {
  const role = useRole();
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const money = (r: RaRecord) => formatMoney(Number(r.amount), locale);
  const filters = [<SelectInput key="status" source="status" choices={PayoutStatus.options(lang)} translateChoice={false} alwaysOn />];
  return (
    <>
      {role === 'affiliate' ? <BalanceCard /> : null}
      {role === 'affiliate' ? <PeriodsCard /> : null}
      {/* staff keep the toolbar on an empty list: closing the billing periods is what makes the first payouts */}
      <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={<Actions />} empty={role === 'affiliate' ? <EmptyState message="resources.payouts.empty" /> : false}>
        {small ? (
          <SimpleList
            primaryText={(r) => (role === 'affiliate' ? `${money(r)} · ${PayoutStatus.label(r.status, lang)}` : `${String(r.affiliate_name ?? '')} · ${money(r)}`)}
            // staff see whose payout each card is; an affiliate's are all their own
            secondaryText={(r) => [role === 'affiliate' ? '' : PayoutStatus.label(r.status, lang), periodText(r), r.payment_reference ? String(r.payment_reference) : ''].filter(Boolean).join(' · ')}
            linkType="show"
            empty={<EmptyState message="resources.payouts.empty_staff" />}
          />
        ) : (
          <ColumnsDatagrid gridId="payouts" rowClick="show" bulkActionButtons={role === 'affiliate' ? false : <PayoutBulkActions />} empty={<EmptyState message="resources.payouts.empty_staff" />}>
            <TextField source="id" />
            {role !== 'affiliate' ? <TextField source="affiliate_name" sortable={false} /> : null}
            <FunctionField source="amount" sortable={false} render={money} />
            <FunctionField source="period" sortable={false} render={periodText} />
            <ClassChipField source="status" values={PayoutStatus} />
            <TextField source="payment_reference" sortable={false} emptyText="—" />
            <DateField source="created_at" showTime sortable={false} />
          </ColumnsDatagrid>
        )}
      </AppList>
    </>
  );
}
