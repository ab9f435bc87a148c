import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { CampaignUserRuleStatus } from '../../domain/enums/campaign';
import { useOfferAction } from '../offers/useOfferCalls';

const T = 'resources.offer-requests';
const { Pending, Rejected, Approved } = CampaignUserRuleStatus;

/** Approve or decline one request from its row, offering only the moves its status allows (as the batch). */
export function RequestRowActions() {
  const record = useRecordContext();
  const act = useOfferAction();
  const { canAccess } = useCanAccess({ resource: 'offer-requests', action: 'approve' });
  if (!record || !canAccess) return null;
  const status = Number(record.status);
  const run = (kind: 'approve' | 'decline') =>
    void act(
      (calls) => (kind === 'approve' ? calls.batchApproveRequests([record.id]) : calls.batchDeclineRequests([record.id])),
      `${T}.notifications.${kind === 'approve' ? 'approved' : 'declined'}`,
      { args: { smart_count: 1 } },
    );
  return (
    <>
      {status === Pending || status === Rejected ? <Button label={`${T}.action.approve`} onClick={() => run('approve')} /> : null}
      {status === Pending || status === Approved ? <Button label={`${T}.action.decline`} onClick={() => run('decline')} color="error" /> : null}
    </>
  );
}
