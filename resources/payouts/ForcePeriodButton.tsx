import { useState } from 'react';
import { Button, useCanAccess, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ForceBillingPeriodReason } from '../../domain/enums/reasons';
import { UserType } from '../../domain/enums/user';
import { ReasonDialog } from '../../src/ui/lists/ReasonDialog';
import { useBillingAction } from './useBillingCalls';

/** On an affiliate's account page: a forced billing period (with its reason) pays what is unpaid now, threshold or not, and opens the payout made. */
export function ForcePeriodButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useBillingAction();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'edit' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess || record.user_type !== UserType.Affiliate) return null;
  const force = async (reason: number) => {
    const made = await act((calls) => calls.forcePeriod(record.id, reason), 'resources.payouts.force.done');
    if (!made) return;
    setOpen(false);
    if (made.payout_id !== null) navigate(createPath({ resource: 'payouts', type: 'show', id: made.payout_id }));
  };
  return (
    <>
      <Button label="resources.payouts.force.button" variant="outlined" onClick={() => setOpen(true)} />
      <ReasonDialog
        open={open}
        titleId={`force-period-${String(record.id)}`}
        title={translate('resources.payouts.force.title')}
        explain={translate('resources.payouts.force.explain')}
        reasons={ForceBillingPeriodReason}
        labels={{ reason: 'resources.payouts.dialog.reason', cancel: 'resources.payouts.dialog.cancel', confirm: 'resources.payouts.dialog.confirm' }}
        onSubmit={(reason) => force(reason)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
