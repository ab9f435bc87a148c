import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmContext } from './useConfirm';
import type { ConfirmRequest } from './types';

interface Pending {
  request: ConfirmRequest;
  resolve(value: string | null): void;
}

/** Hosts the one confirm dialog; `useConfirm()` opens it and waits for the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (request: ConfirmRequest = {}) =>
      new Promise<string | null>((resolve) => {
        setPending((previous) => {
          previous?.resolve(null);
          return { request, resolve };
        });
      }),
    [],
  );
  const close = useCallback(
    (value: string | null) => {
      pending?.resolve(value);
      setPending(null);
    },
    [pending],
  );
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? <ConfirmDialog open {...pending.request} onClose={close} /> : null}
    </ConfirmContext.Provider>
  );
}
