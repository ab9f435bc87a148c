import { useMutation } from '@tanstack/react-query';
import { useState, type MouseEvent, type ReactElement } from 'react';
import { Button, Confirm, useNotify, useRefresh } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { ActionTooltip } from './ActionTooltip';

export interface RecordActionButtonProps {
  /** message key of the button text */
  label: string;
  icon: ReactElement;
  color?: 'primary' | 'error' | 'success' | 'warning';
  /** translated text: when given, the button is off and the text is its tooltip */
  disabledReason?: string | null;
  /** ask first (title and content are message keys); no dialog without it */
  confirm?: { title: string; content: string; args?: Record<string, unknown> };
  run: () => Promise<unknown>;
  success: { message: string; args?: Record<string, unknown> };
}

/**
 * A row or page action that calls the server (delete, restore, make primary, deactivate): an
 * optional confirmation, a success toast, the server's refusal as an error toast, then a refresh
 * so the list shows the record as the server now has it.
 */
export function RecordActionButton({ label, icon, color = 'primary', disabledReason, confirm, run, success }: RecordActionButtonProps) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useNotifyUnhandled();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(success.message, { type: 'success', messageArgs: success.args });
      refresh();
    },
    onError,
    onSettled: () => setOpen(false),
  });

  const start = (event: MouseEvent) => {
    event.stopPropagation(); // a row click would open the record
    if (confirm) setOpen(true);
    else mutation.mutate();
  };

  return (
    <>
      <ActionTooltip title={disabledReason}>
        <Button label={label} color={color} disabled={Boolean(disabledReason) || mutation.isPending} onClick={start}>
          {icon}
        </Button>
      </ActionTooltip>
      {confirm ? (
        <Confirm
          isOpen={open}
          loading={mutation.isPending}
          title={confirm.title}
          content={confirm.content}
          titleTranslateOptions={confirm.args}
          contentTranslateOptions={confirm.args}
          confirmColor={color === 'error' ? 'warning' : 'primary'}
          onConfirm={() => mutation.mutate()}
          onClose={(event: MouseEvent) => {
            event.stopPropagation();
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
