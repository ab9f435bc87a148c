import { useCallback, useState } from 'react';
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

/**
 * Local edits over a saved set of keys until Save or Cancel, for a user's permissions and a role's
 * defaults alike: `store` sends the ticked keys (sorted) and keeps what the server answers; a
 * refusal that means the session is gone signs out.
 */
export function usePermissionEdits(saved: ReadonlySet<string>, store: (keys: string[]) => Promise<void>): PermissionEdits {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const checked = edited ?? saved;

  const toggle = useCallback((key: string, on: boolean) => setEdited((prev) => toggleKey(prev ?? saved, key, on)), [saved]);
  const cancel = useCallback(() => setEdited(null), []);
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
  }, [store, checked, logoutIfAccessDenied]);

  return { checked, dirty: edited !== null && !sameKeys(edited, saved), saving, toggle, cancel, save };
}
