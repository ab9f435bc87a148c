import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { useOfferAction } from './useOfferCalls';

/** Blocks or unblocks the row's affiliate on the row's offer (UI_OfferCampaigns_ManageBlockingRules). */
export function BlockToggleButton() {
  const record = useRecordContext();
  const act = useOfferAction();
  const { canAccess } = useCanAccess({ resource: 'offer-affiliates', action: 'ban' });
  if (!record || !canAccess) return null;
  const blocked = Boolean(record.blocked);
  const toggle = () =>
    void act(
      (calls) => calls.blockOnOffer(record.offer_id as number, record.affiliate_id as number, !blocked),
      `resources.offers.notifications.${blocked ? 'unblocked' : 'blocked'}`,
    );
  // an icon, as react-admin draws only the icon on a phone
  return (
    <Button label={`resources.offers.action.${blocked ? 'unblock' : 'block'}`} onClick={toggle} color={blocked ? 'primary' : 'error'}>
      {blocked ? <CheckCircleOutlineIcon /> : <BlockIcon />}
    </Button>
  );
}
