import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { INVOICE_DECISIONS } from '../../domain/billing/invoices';
import { CancelInvoiceReason } from '../../domain/enums/reasons';
import { ReasonDialog } from '../../src/ui/lists/ReasonDialog';
import { useBillingAction } from '../payouts/useBillingCalls';

/** Staff's decisions on the invoice in context (domain/billing/invoices.ts): approve or reject one in moderation, cancel an approved one; a reason is asked for the last two. */
export function InvoiceDecisions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useBillingAction();
  const { canAccess } = useCanAccess({ resource: 'invoices', action: 'edit' });
  const [asking, setAsking] = useState<'reject' | 'cancel' | null>(null);
  if (!record || !canAccess) return null;
  const decide = async (decision: 'approve' | 'reject' | 'cancel', reason?: number) => {
    const done = await act((calls) => calls.decideInvoice(record.id, decision, reason), 'resources.invoices.decided');
    if (done) setAsking(null);
  };
  const open = (d: keyof typeof INVOICE_DECISIONS) => INVOICE_DECISIONS[d].from === record.status && INVOICE_DECISIONS[d].payoutFrom.includes(record.payout_status as number);
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {open('approve') ? <Button label="resources.invoices.approve" onClick={() => void decide('approve')} /> : null}
      {open('reject') ? <Button label="resources.invoices.reject" color="error" onClick={() => setAsking('reject')} /> : null}
      {open('cancel') ? <Button label="resources.invoices.cancel" color="error" onClick={() => setAsking('cancel')} /> : null}
      <ReasonDialog
        open={asking !== null}
        titleId={`invoice-${asking ?? 'decide'}-${String(record.id)}`}
        title={asking ? translate(`resources.invoices.dialog.${asking}`, { number: record.number }) : ''}
        explain={asking ? translate(`resources.invoices.dialog.explain_${asking}`) : undefined}
        reasons={CancelInvoiceReason}
        labels={{ reason: 'resources.invoices.dialog.reason', cancel: 'resources.invoices.dialog.close', confirm: 'resources.invoices.dialog.confirm' }}
        onSubmit={(reason) => decide(asking!, reason)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
