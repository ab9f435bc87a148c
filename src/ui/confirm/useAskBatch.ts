import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useAskYes } from './useAskYes';

export interface BatchQuestion {
  /** the action's label (a message key) */
  action: string;
  /** how many rows are selected */
  count: number;
  /** the value a choice applies (already translated) */
  value?: string;
  /** the action's own wording (message keys), e.g. a ban; else "apply to the selected rows?" */
  wording?: { title: string; content: string };
}

/**
 * Every batch action asks before it runs: the shared Yes/No dialog with the action's
 * own title and message, or a generic one naming the action, the value and the number of rows.
 */
export function useAskBatch(): (question: BatchQuestion) => Promise<boolean> {
  const askYes = useAskYes();
  const translate = useTranslate();
  return useCallback(
    ({ action, count, value, wording }) => {
      const args = { smart_count: count, value, action: translate(action, { smart_count: count }) };
      if (wording) return askYes({ title: translate(wording.title, args), message: translate(wording.content, args) });
      return askYes({ title: translate('ui.confirm.batch_title'), message: translate(value === undefined ? 'ui.confirm.batch_message' : 'ui.confirm.choice_message', args) });
    },
    [askYes, translate],
  );
}
