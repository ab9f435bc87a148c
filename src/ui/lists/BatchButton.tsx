import type { ReactElement } from 'react';
import { Button } from 'react-admin';
import type { BatchName } from '../../../providers/resourcePaths';
import { useAskBatch } from '../confirm';
import { useBatchUpdate } from './useBatchUpdate';

export interface BatchButtonProps {
  label: string;
  icon?: ReactElement;
  /** the list resource's batch (providers/resourcePaths.ts) */
  batch: BatchName;
  /** body fields besides `ids` */
  data?: Record<string, unknown>;
  /** the question's own wording (ban, decline, …); without it the generic "apply to the selected rows?" is asked */
  confirm?: { title: string; content: string };
  success: string;
}

/** A bulk action that sends `{ ids, ...data }` for the selected rows through `updateMany`, after a Yes in the confirm dialog. */
export function BatchButton({ label, icon, batch, data = {}, confirm, success }: BatchButtonProps) {
  const { run, isPending, count } = useBatchUpdate();
  const askBatch = useAskBatch();
  const start = async () => {
    if (!(await askBatch({ action: label, count, wording: confirm }))) return;
    await run(batch, data, success);
  };
  return (
    <Button label={label} onClick={() => void start()} disabled={isPending}>
      {icon}
    </Button>
  );
}
