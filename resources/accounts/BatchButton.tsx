import { useState, type ReactElement } from 'react';
import { Button, Confirm, useListContext, useTranslate } from 'react-admin';
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const done = await act('POST', path, { ids: selectedIds, ...body }, translate(success, { smart_count: selectedIds.length }));
    setBusy(false);
    setOpen(false);
    if (done) onUnselectItems();
  };
  return (
    <>
      <Button label={label} onClick={() => (confirm ? setOpen(true) : void run())} disabled={busy}>
        {icon}
      </Button>
      {confirm ? (
        <Confirm
          isOpen={open}
          loading={busy}
          title={confirm.title}
          content={confirm.content}
          translateOptions={{ smart_count: selectedIds.length }}
          onConfirm={run}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
