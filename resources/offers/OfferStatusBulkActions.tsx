import { useCanAccess } from 'react-admin';
import { CampaignStatus } from '../../domain/enums/campaign';
import { ChoiceBatchButton } from '../../src/ui/lists/ChoiceBatchButton';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.offers';
const confirmEvery = () => ({ title: `${T}.confirm.status_title`, content: `${T}.confirm.status_content` });

/** Bulk status change (spec 3 §1), only with UI_OfferCampaigns_Suspend; always asks first. */
export function OfferStatusBulkActions() {
  const lang = useLanguage();
  const { canAccess } = useCanAccess({ resource: 'offers', action: 'ban' });
  if (!canAccess) return null;
  return (
    <ChoiceBatchButton
      label={`${T}.action.set_status`}
      batch="status"
      field="status"
      choices={CampaignStatus.options(lang)}
      confirmFor={confirmEvery}
      success={`${T}.notifications.status_done`}
    />
  );
}
