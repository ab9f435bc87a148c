import AdsClickIcon from '@mui/icons-material/AdsClick';
import { Link } from 'react-router-dom';
import { Button, useCanAccess, useCreatePath } from 'react-admin';
import { EmptyState } from '../../src/ui/lists/EmptyState';

const T = 'resources.click-billing.empty';

/** Nothing has earned yet: how clicks earn (by click payout rules) and where they are billed, with a way to the rules for whoever reads them. */
export function ClickBillingEmpty() {
  const createPath = useCreatePath();
  const { canAccess: rules } = useCanAccess({ resource: 'click-payout-rules', action: 'list' });
  const action = rules ? <Button component={Link} to={createPath({ resource: 'click-payout-rules', type: 'list' })} label={`${T}.rules`} variant="contained" /> : undefined;
  return <EmptyState icon={<AdsClickIcon />} message={`${T}.title`} explain={`${T}.explain`} action={action} />;
}
