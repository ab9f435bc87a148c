import { useCallback } from 'react';
import { useListContext, useResourceContext, useUpdateMany } from 'react-admin';
import type { BatchName } from '../../../providers/resourcePaths';
import { useRunAction } from './useRunAction';

/**
 * react-admin's `updateMany` for the list's selected rows through one named batch endpoint
 * (providers/resourcePaths.ts); reports success or the refusal once, and clears the selection when done.
 */
export function useBatchUpdate() {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const runAction = useRunAction();
  const run = useCallback(
    async (batch: BatchName, data: Record<string, unknown>, success: string) => {
      const done = await runAction(() => updateMany(resource, { ids: selectedIds, data, meta: { batch } }, { returnPromise: true }), success, {
        args: { smart_count: selectedIds.length },
      });
      if (done) onUnselectItems();
      return done;
    },
    [resource, selectedIds, onUnselectItems, updateMany, runAction],
  );
  return { run, isPending, count: selectedIds.length };
}
