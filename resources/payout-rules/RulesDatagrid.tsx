import { DateField, NumberField, TextField, useCanAccess, useCreatePath } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * An offer's or an affiliate's payout / revenue rules; a row opens the rule's form for whoever may
 * change it. The amounts come right after who the rule is for, so a phone's first columns show them.
 */
export function RulesDatagrid({ kind, gridId = `offer-${kind}-rules`, showOffer = false }: { kind: 'payout' | 'revenue'; gridId?: string; showOffer?: boolean }) {
  const resource = `${kind}-rules`;
  const { canAccess: edit } = useCanAccess({ resource, action: 'edit' });
  const createPath = useCreatePath();
  return (
    <ColumnsDatagrid gridId={gridId} bulkActionButtons={false} rowClick={edit ? (id) => createPath({ resource, id, type: 'edit' }) : false}>
      <TextField source="id" />
      {showOffer ? <TextField source="offer_name" sortable={false} /> : null}
      <TextField source="affiliate_name" sortable={false} emptyText="—" />
      {kind === 'payout' ? <NumberField source="payout_cpa" options={money} emptyText="—" /> : <NumberField source="revenue_cpa" options={money} emptyText="—" />}
      {kind === 'payout' ? <NumberField source="payout_cpl" options={money} emptyText="—" /> : <NumberField source="revenue_cpl" options={money} emptyText="—" />}
      {kind === 'payout' ? <NumberField source="revshare_percent" emptyText="—" /> : null}
      <TextField source="manager_name" sortable={false} emptyText="—" />
      <DateField source="created_at" />
    </ColumnsDatagrid>
  );
}
