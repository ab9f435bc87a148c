import Chip from '@mui/material/Chip';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { CampaignAccess, CampaignRequestStatus } from '../../domain/enums/campaign';
import { useOfferAction } from '../offers/useOfferCalls';

const T = 'resources.marketplace';

/** The affiliate's standing on an offer: Apply where a request is needed, else its state. */
export function ApplyButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useOfferAction();
  if (!record) return null;
  if (record.blocked) return <Chip size="small" color="error" label={translate(`${T}.blocked`)} />;
  if (record.can_run) return <Chip size="small" color="success" label={translate(`${T}.approved`)} />;
  if (record.request_status === CampaignRequestStatus.Pending) return <Chip size="small" color="warning" label={translate(`${T}.pending`)} />;
  if (record.request_status === CampaignRequestStatus.Rejected) return <Chip size="small" color="error" label={translate(`${T}.rejected`)} />;
  if (record.access !== CampaignAccess.ApplyToPromote) return null;
  return (
    <Button
      label={`${T}.apply`}
      variant="contained"
      onClick={(e) => {
        e.stopPropagation();
        void act((calls) => calls.applyToOffer(record.id), `${T}.applied`);
      }}
    />
  );
}
