import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNotify, useTranslate } from 'react-admin';
import { PermissionToast } from './PermissionToast';
import type { PermissionEdits } from './usePermissionEdits';

interface PermissionSaveBarProps {
  edits: Pick<PermissionEdits, 'dirty' | 'saving' | 'cancel' | 'save'>;
  /** the toast's title, and its message once saved */
  title: string;
  saved: string;
}

/** Cancel and Save under a permission block while it has unsaved edits; the outcome is a toast. */
export function PermissionSaveBar({ edits, title, saved }: PermissionSaveBarProps) {
  const translate = useTranslate();
  const notify = useNotify();

  async function save() {
    const outcome = await edits.save();
    notify(
      <PermissionToast severity={outcome === 'saved' ? 'success' : 'error'} title={translate(title)} message={translate(outcome === 'saved' ? saved : 'permissions.notify.failed')} />,
      { type: outcome === 'saved' ? 'success' : 'error' },
    );
  }

  if (!edits.dirty) return null;
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default' }}>
      <Button onClick={edits.cancel} disabled={edits.saving}>
        {translate('permissions.cancel')}
      </Button>
      <Button variant="contained" onClick={() => void save()} disabled={edits.saving}>
        {translate('permissions.save')}
      </Button>
    </Stack>
  );
}
