import { useState, type ReactElement } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useAskBatch } from '../../src/ui/confirm';
import { useUserAction } from './useUserCalls';

export interface BatchButtonProps {
  label: string;
  icon?: ReactElement;
  /** API path under /api/{role} */
  path: string;
  /** body fields besides `ids` */
  body?: Record<string, unknown>;
  /** the question's own wording (ban, decline, …); without it the generic "apply to the selected rows?" is asked */
  confirm?: { title: string; content: string };
  success: string;
}

/** A bulk action that posts `{ ids, ...body }` for the selected rows, after a Yes in the confirm dialog. */
export function BatchButton({ label, icon, path, body, confirm, success }: BatchButtonProps) {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const act = useUserAction();
  const askBatch = useAskBatch();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const done = await act('POST', path, { ids: selectedIds, ...body }, translate(success, { smart_count: selectedIds.length }));
    setBusy(false);
    if (done) onUnselectItems();
  };
  const start = async () => {
    if (!(await askBatch({ action: label, count: selectedIds.length, wording: confirm }))) return;
    await run();
  };
  return (
    <Button label={label} onClick={() => void start()} disabled={busy}>
      {icon}
    </Button>
  );
}
