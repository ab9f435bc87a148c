import { Button, useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import type { BillingCalls } from '../../providers/billingCalls';
import { useAskYes } from '../../src/ui/confirm';
import { useRole } from '../../src/ui/RoleContext';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';

const C = 'resources.payouts.close';

/**
 * The admin closes the last ended billing period of every affiliate due (what the hourly job
 * does), after a confirmation; the answer says how many periods closed and payouts were made.
 */
export function ClosePeriodsButton() {
  const role = useRole();
  const translate = useTranslate();
  const askYes = useAskYes();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useNotifyUnhandled();
  const calls = useDataProvider<DataProvider & BillingCalls>();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'edit' });
  if (role !== 'admin' || !canAccess) return null;
  const close = async () => {
    if (!(await askYes({ title: translate(`${C}.title`), message: translate(`${C}.explain`) }))) return;
    try {
      const done = await calls.closePeriods();
      notify(`${C}.done`, { type: 'success', messageArgs: { periods: done.periods, payouts: done.payouts } });
      refresh();
    } catch (error) {
      onError(error);
    }
  };
  return <Button label={`${C}.button`} onClick={() => void close()} />;
}
