import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { NEEDS_REASON, PAYOUT_MOVES } from '../../domain/billing/transitions';
import { PayoutStatus } from '../../domain/enums/payout';
import { BounceReason, CancelInvoiceReason } from '../../domain/enums/reasons';
import { useLanguage } from '../../src/ui/useLanguage';
import { ReasonDialog } from '../../src/ui/lists/ReasonDialog';
import { useBillingAction } from './useBillingCalls';
import { PaymentSentDialog } from './PaymentSentDialog';

/** The status moves allowed from the payout's status (domain/billing/transitions.ts), for holders of the payout keys; a bounce or a cancellation asks why. */
export function PayoutMoves() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const act = useBillingAction();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'edit' });
  const [asking, setAsking] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  if (!record || !canAccess) return null;
  const moves = PAYOUT_MOVES[record.status as number] ?? [];
  const move = async (status: number, reason?: number) => {
    const done = await act((calls) => calls.movePayout(record.id, status, reason), 'resources.payouts.moved');
    if (done) setAsking(null);
  };
  const reasons = asking === PayoutStatus.Bounced ? BounceReason : CancelInvoiceReason;
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {moves.map((status) => (
        <Button
          key={status}
          label={translate('resources.payouts.move_to', { status: PayoutStatus.label(status, lang) })}
          color={status === PayoutStatus.Cancelled || status === PayoutStatus.Bounced ? 'error' : 'primary'}
          onClick={() => (status === PayoutStatus.PaymentSent ? setSending(true) : NEEDS_REASON.includes(status) ? setAsking(status) : void move(status))}
        />
      ))}
      {sending ? <PaymentSentDialog record={record} open onClose={() => setSending(false)} /> : null}
      <ReasonDialog
        open={asking !== null}
        titleId={`payout-move-${String(record.id)}`}
        title={translate('resources.payouts.dialog.title', { id: record.id, status: asking === null ? '' : PayoutStatus.label(asking, lang) })}
        reasons={reasons}
        labels={{ reason: 'resources.payouts.dialog.reason', cancel: 'resources.payouts.dialog.cancel', confirm: 'resources.payouts.dialog.confirm' }}
        onSubmit={(reason) => move(asking!, reason)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
