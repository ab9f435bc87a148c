import { DateField, TextField, useCanAccess } from 'react-admin';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { MoneyField, RateField } from '../../src/ui/figureFields';
import { AppList } from '../../src/ui/lists';

/** Payout or revenue rules: per affiliate (or per manager's affiliates) overrides of an offer's amounts. */
export function RuleList({ kind }: { kind: 'payout' | 'revenue' }) {
  const resource = `${kind}-rules`;
  const { canAccess: manage } = useCanAccess({ resource, action: 'delete' });
  return (
    <AppList resource={resource} sort={{ field: 'id', order: 'DESC' }}>
      <ColumnsDatagrid rowClick={manage ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="offer_name" sortable={false} />
        <TextField source="affiliate_name" sortable={false} emptyText="—" />
        <TextField source="manager_name" sortable={false} emptyText="—" />
        <MoneyField source={`${kind}_cpa`} />
        <MoneyField source={`${kind}_cpl`} />
        {kind === 'payout' ? <RateField source="revshare_percent" /> : null}
        <DateField source="created_at" />
        {manage ? <AskDeleteButton redirect={false} /> : null}
      </ColumnsDatagrid>
    </AppList>
  );
}

export const PayoutRuleList = () => <RuleList kind="payout" />;
export const RevenueRuleList = () => <RuleList kind="revenue" />;
