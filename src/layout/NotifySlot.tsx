import { createContext, useContext, useEffect, type MutableRefObject } from 'react';
import { useNotify } from 'react-admin';
import type { Notify } from '../../providers/http/types';

/**
 * The http client is made before <Admin> mounts, but toasts live inside it: the client calls
 * through this slot, and the layout fills it with react-admin's notify.
 */
export type NotifySlot = MutableRefObject<Notify | null>;

const NotifySlotContext = createContext<NotifySlot | null>(null);

export const NotifySlotProvider = NotifySlotContext.Provider;

export function NotifyBridge() {
  const slot = useContext(NotifySlotContext);
  const notify = useNotify();
  useEffect(() => {
    if (slot === null) return;
    slot.current = notify;
    return () => {
      if (slot.current === notify) slot.current = null;
    };
  }, [slot, notify]);
  return null;
}
