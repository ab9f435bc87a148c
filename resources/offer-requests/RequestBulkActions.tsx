import { Button, useCanAccess, useListContext } from 'react-admin';
import { useAskBatch } from '../../src/ui/confirm';
import { useOfferAction } from '../offers/useOfferCalls';

const T = 'resources.offer-requests';

/** Batch approve / decline (all or nothing on the server), after a Yes; only with UI_OfferCampaigns_ApproveRequest. */
export function RequestBulkActions() {
  const { selectedIds, onUnselectItems } = useListContext();
  const act = useOfferAction();
  const askBatch = useAskBatch();
  const { canAccess } = useCanAccess({ resource: 'offer-requests', action: 'approve' });
  if (!canAccess) return null;
  const run = async (kind: 'approve' | 'decline') => {
    if (!(await askBatch({ action: `${T}.action.${kind}`, count: selectedIds.length }))) return;
    const done = await act(
      (calls) => (kind === 'approve' ? calls.batchApproveRequests(selectedIds) : calls.batchDeclineRequests(selectedIds)),
      `${T}.notifications.${kind === 'approve' ? 'approved' : 'declined'}`,
      { args: { smart_count: selectedIds.length } },
    );
    if (done) onUnselectItems();
  };
  return (
    <>
      <Button label={`${T}.action.approve`} onClick={() => void run('approve')} />
      <Button label={`${T}.action.decline`} onClick={() => void run('decline')} />
    </>
  );
}
