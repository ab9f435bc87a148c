import { createContext, useContext } from 'react';
import type { ConfirmRequest } from './types';

export type Confirm = (request?: ConfirmRequest) => Promise<string | null>;

export const ConfirmContext = createContext<Confirm | null>(null);

/** Opens the confirm dialog; resolves to the chosen action's value, or null if it was closed (R533). */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider>');
  return confirm;
}
