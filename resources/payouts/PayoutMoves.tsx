import { Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { Button, Form, required, SaveButton, SelectInput, useCanAccess, useDataProvider, useRecordContext, useTranslate, type DataProvider } from 'react-admin';
import { NEEDS_REASON, PAYOUT_MOVES } from '../../domain/billing/transitions';
import { PayoutStatus } from '../../domain/enums/payout';
import { BounceReason, CancelInvoiceReason } from '../../domain/enums/reasons';
import type { BillingCalls } from '../../providers/billingCalls';
import { useLanguage } from '../../src/permissions/useLanguage';
import { useRunAction } from '../shared/useRunAction';

const EMPTY = {};

/** The status moves allowed from the payout's status (domain/billing/transitions.ts), for holders of the payout keys; a bounce or a cancellation asks why. */
export function PayoutMoves() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const calls = useDataProvider<DataProvider & BillingCalls>();
  const runAction = useRunAction();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'edit' });
  const [asking, setAsking] = useState<number | null>(null);
  if (!record || !canAccess) return null;
  const moves = PAYOUT_MOVES[record.status as number] ?? [];
  const move = async (status: number, reason?: number) => {
    const done = await runAction(() => calls.movePayout(record.id, status, reason), 'resources.payouts.moved');
    if (done) setAsking(null);
  };
  const reasons = asking === PayoutStatus.Bounced ? BounceReason : CancelInvoiceReason;
  const titleId = `payout-move-${String(record.id)}`;
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {moves.map((status) => (
        <Button
          key={status}
          label={translate('resources.payouts.move_to', { status: PayoutStatus.label(status, lang) })}
          color={status === PayoutStatus.Cancelled || status === PayoutStatus.Bounced ? 'error' : 'primary'}
          onClick={() => (NEEDS_REASON.includes(status) ? setAsking(status) : void move(status))}
        />
      ))}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <Form record={EMPTY} onSubmit={(values: Record<string, unknown>) => move(asking!, Number(values.reason))} warnWhenUnsavedChanges={false}>
          <DialogTitle id={titleId}>{translate('resources.payouts.dialog.title', { id: record.id, status: asking === null ? '' : PayoutStatus.label(asking, lang) })}</DialogTitle>
          <DialogContent>
            <SelectInput source="reason" label="resources.payouts.dialog.reason" choices={reasons.options(lang)} translateChoice={false} validate={required()} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="resources.payouts.dialog.cancel" onClick={() => setAsking(null)} />
            <SaveButton label="resources.payouts.dialog.confirm" icon={<span />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </Stack>
  );
}
