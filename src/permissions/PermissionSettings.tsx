import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isRowEditable, screenGroups, type PermissionRowModel } from './permissionForm';
import { PermissionGroupBlock } from './PermissionGroupBlock';
import { PermissionToast } from './PermissionToast';
import { useLanguage } from '../ui/useLanguage';
import { usePermissionSettings } from './usePermissionSettings';

/**
 * A user's permission settings (spec 2 §2, §6): one block per group the user's role and the
 * workspace features allow; read-only unless the editor may grant (GET allowed). Used on the own
 * view (/my-permissions) and on /users/:id/permissions, later on the user's account page.
 */
export function PermissionSettings({ userId }: { userId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLanguage();
  const state = usePermissionSettings(userId);
  const { role, features, registrationType, checked, grantable } = state;

  const groups = useMemo(
    () => (role ? screenGroups(role, features, registrationType, lang) : []),
    [role, features, registrationType, lang],
  );
  const isEditable = (row: PermissionRowModel) => !state.saving && isRowEditable(row, checked, grantable);

  async function save() {
    const outcome = await state.save();
    const title = translate('permissions.notify.title');
    notify(
      outcome === 'saved' ? (
        <PermissionToast severity="success" title={title} message={translate('permissions.notify.saved')} />
      ) : (
        <PermissionToast severity="error" title={title} message={translate('permissions.notify.failed')} />
      ),
      { type: outcome === 'saved' ? 'success' : 'error' },
    );
  }

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
        {state.dirty && (
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default' }}>
            <Button onClick={state.cancel} disabled={state.saving}>
              {translate('permissions.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={state.saving}>
              {translate('permissions.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
