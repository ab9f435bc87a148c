import { Button, useCanAccess } from 'react-admin';
import { useRole } from '../../src/ui/RoleContext';
import { useBillingAction } from './useBillingCalls';

const C = 'resources.payouts.close';

/**
 * The admin closes the last ended billing period of every affiliate due (what the hourly job
 * does), after a confirmation; the answer says how many periods closed and payouts were made.
 */
export function ClosePeriodsButton() {
  const role = useRole();
  const act = useBillingAction();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'edit' });
  if (role !== 'admin' || !canAccess) return null;
  const close = () =>
    act((calls) => calls.closePeriods(), `${C}.done`, {
      ask: { title: `${C}.title`, message: `${C}.explain` },
      args: (done) => ({ periods: done.periods, payouts: done.payouts }),
    });
  return <Button label={`${C}.button`} onClick={() => void close()} />;
}
