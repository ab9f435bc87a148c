import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { sameKeys, toggleKey } from './permissionForm';

/** A permission block's local edits: what is ticked now, and Save or Cancel. */
export interface PermissionEdits {
  checked: ReadonlySet<string>;
  dirty: boolean;
  saving: boolean;
  toggle(key: string, on: boolean): void;
  cancel(): void;
  save(): Promise<'saved' | 'failed'>;
}

/** The unsaved ticks (null: none) and their setter, when a component above the block keeps them. */
export type HeldEdits = readonly [Set<string> | null, Dispatch<SetStateAction<Set<string> | null>>];

/**
 * Local edits over a saved set of keys until Save or Cancel, for a user's permissions and a role's
 * defaults alike: `store` sends the ticked keys (sorted) and keeps what the server answers; a
 * refusal that means the session is gone signs out. `held`: the edits kept by a component above
 * this one, so they outlive it when it is drawn again; else they are this component's own.
 */
export function usePermissionEdits(saved: ReadonlySet<string>, store: (keys: string[]) => Promise<void>, held?: HeldEdits): PermissionEdits {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const own = useState<Set<string> | null>(null);
  const [edited, setEdited] = held ?? own;
  const [saving, setSaving] = useState(false);
  const checked = edited ?? saved;

  const toggle = useCallback((key: string, on: boolean) => setEdited((prev) => toggleKey(prev ?? saved, key, on)), [saved, setEdited]);
  const cancel = useCallback(() => setEdited(null), [setEdited]);
  const save = useCallback(async (): Promise<'saved' | 'failed'> => {
    setSaving(true);
    try {
      await store([...checked].sort());
      setEdited(null);
      return 'saved';
    } catch (error) {
      await logoutIfAccessDenied(error);
      return 'failed';
    } finally {
      setSaving(false);
    }
  }, [store, checked, logoutIfAccessDenied, setEdited]);

  return { checked, dirty: edited !== null && !sameKeys(edited, saved), saving, toggle, cancel, save };
}
