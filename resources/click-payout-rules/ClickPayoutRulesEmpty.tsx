import AdsClickIcon from '@mui/icons-material/AdsClick';
import { useResourceContext } from 'react-admin';
import { EmptyState } from '../../src/ui/lists/EmptyState';

const T = 'resources.click-payout-rules.empty';

/** No rule yet: what a click payout rule does and which one applies, with Create for whoever may create. */
export function ClickPayoutRulesEmpty() {
  const resource = useResourceContext() ?? 'click-payout-rules';
  return <EmptyState icon={<AdsClickIcon />} message={`${T}.title`} explain={`${T}.explain`} create={{ resource }} />;
}
