import { useCallback } from 'react';
import { useConfirm } from './useConfirm';
import type { ConfirmRequest } from './types';

/**
 * Asks the shared Yes/No confirmation and resolves to true only for "Yes": what every destructive
 * or batch action needs before it runs. Title and message are already translated.
 */
export function useAskYes(): (request: Pick<ConfirmRequest, 'title' | 'message'>) => Promise<boolean> {
  const confirm = useConfirm();
  return useCallback(async (request) => (await confirm(request)) === 'yes', [confirm]);
}
