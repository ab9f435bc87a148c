import AddIcon from '@mui/icons-material/Add';
import { Button, useCanAccess, useCreatePath, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { RuleKind } from './ruleBody';

/** "New payout / revenue rule" with the offer filled in (UI_PayoutRules_Manage / UI_RevenueRules_Manage). */
export function NewRuleButton({ kind, offerId }: { kind: RuleKind; offerId: Identifier }) {
  const createPath = useCreatePath();
  const resource = `${kind}-rules`;
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} state={{ record: { offer_id: offerId } }} label={`resources.${resource}.add`}>
      <AddIcon />
    </Button>
  );
}
