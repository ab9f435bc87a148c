import { useState, type ReactElement } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useAskYes } from '../../src/ui/confirm';
import { useUserAction } from './useUserCalls';

export interface BatchButtonProps {
  label: string;
  icon?: ReactElement;
  /** API path under /api/{role} */
  path: string;
  /** body fields besides `ids` */
  body?: Record<string, unknown>;
  /** destructive batches (ban, decline, …) ask first */
  confirm?: { title: string; content: string };
  success: string;
}

/** A bulk action that posts `{ ids, ...body }` for the selected rows. */
export function BatchButton({ label, icon, path, body, confirm, success }: BatchButtonProps) {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const act = useUserAction();
  const askYes = useAskYes();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const done = await act('POST', path, { ids: selectedIds, ...body }, translate(success, { smart_count: selectedIds.length }));
    setBusy(false);
    if (done) onUnselectItems();
  };
  const start = async () => {
    const args = { smart_count: selectedIds.length };
    if (confirm && !(await askYes({ title: translate(confirm.title, args), message: translate(confirm.content, args) }))) return;
    await run();
  };
  return (
    <Button label={label} onClick={() => void start()} disabled={busy}>
      {icon}
    </Button>
  );
}
