import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { isRowEditable, screenGroups, type PermissionRowModel } from './permissionForm';
import { PermissionGroupBlock } from './PermissionGroupBlock';
import { PermissionSaveBar } from './PermissionSaveBar';
import { useLanguage } from '../ui/useLanguage';
import { usePermissionSettings } from './usePermissionSettings';

/**
 * A user's permission settings (spec 2 §2, §6): one block per group the user's role and the
 * workspace features allow; read-only unless the editor may grant (GET allowed). Used on the own
 * view (/my-permissions) and on /users/:id/permissions, later on the user's account page.
 */
export function PermissionSettings({ userId }: { userId: number }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const state = usePermissionSettings(userId);
  const { role, features, registrationType, checked, grantable } = state;

  const groups = useMemo(
    () => (role ? screenGroups(role, features, registrationType, lang) : []),
    [role, features, registrationType, lang],
  );
  const isEditable = (row: PermissionRowModel) => !state.saving && isRowEditable(row, checked, grantable);

  if (state.failed && !state.target) return <Alert severity="error">{translate('permissions.user_not_found')}</Alert>;

  return (
    <Box
      data-testid="permission-settings"
      aria-busy={state.loading}
      sx={{ opacity: state.loading ? 0.5 : 1, transition: 'opacity 150ms', pointerEvents: state.loading ? 'none' : undefined }}
    >
      <Stack spacing={2}>
        {state.target && grantable.size === 0 && <Alert severity="info">{translate('permissions.read_only')}</Alert>}
        {state.target && groups.length === 0 && <Alert severity="info">{translate('permissions.empty')}</Alert>}
        {groups.map((group) => (
          <PermissionGroupBlock key={group.id} group={group} checked={checked} isEditable={isEditable} onToggle={state.toggle} />
        ))}
        <PermissionSaveBar edits={state} title="permissions.notify.title" saved="permissions.notify.saved" />
      </Stack>
    </Box>
  );
}
