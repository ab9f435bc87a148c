import { useMutation } from '@tanstack/react-query';
import type { MouseEvent, ReactElement } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useAskYes } from '../confirm';
import { useNotifyUnhandled } from '../useNotifyUnhandled';
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
  const askYes = useAskYes();
  const translate = useTranslate();
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
  });

  const start = (event: MouseEvent) => {
    event.stopPropagation(); // a row click would open the record
    if (!confirm) return mutation.mutate();
    void askYes({ title: translate(confirm.title, confirm.args), message: translate(confirm.content, confirm.args) }).then((yes) => {
      if (yes) mutation.mutate();
    });
  };

  return (
    <>
      <ActionTooltip title={disabledReason}>
        <Button label={label} aria-label={translate(label)} color={color} disabled={Boolean(disabledReason) || mutation.isPending} onClick={start}>
          {icon}
        </Button>
      </ActionTooltip>
    </>
  );
}
