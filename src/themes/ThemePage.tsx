import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SchemeName, StoredColorScheme } from '../../domain/themes';
import { useRole } from '../ui/RoleContext';
import { useNotifyUnhandled } from '../ui/useNotifyUnhandled';
import { useToast } from '../ui/toast/useToast';
import { SchemeEditor } from './SchemeEditor';
import { SchemePicker } from './SchemePicker';
import { useUiSettings } from './UiSettingsContext';
import { PageHeading } from '../ui/PageHeading';

/** /theme: every user picks a scheme; an admin also edits schemes for the whole workspace. */
export function ThemePage() {
  const translate = useTranslate();
  const toast = useToast();
  const onError = useNotifyUnhandled();
  const role = useRole();
  const { schemes, active, selectScheme, saveSchemes, viewOnly } = useUiSettings();
  const [editing, setEditing] = useState<SchemeName>(active.name);
  const edited = schemes.find((s) => s.name === editing) ?? active;

  const pick = (name: SchemeName) =>
    selectScheme(name).then(() => toast('success', translate('themes.applied', { name })), onError);
  const save = (stored: StoredColorScheme) =>
    saveSchemes([stored]).then(() => toast('success', translate('themes.saved', { name: stored.name })), onError);

  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 4 }}>
      <PageHeading title="themes.title" />
      {viewOnly ? <Alert severity="info">{translate('themes.view_only')}</Alert> : null}
      <Typography variant="h6" component="h2">
        {translate('themes.pick')}
      </Typography>
      <SchemePicker schemes={schemes} active={active.name} onPick={pick} />
      {role === 'admin' && !viewOnly ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <TextField select size="small" label={translate('themes.edit_which')} value={editing} onChange={(e) => setEditing(e.target.value as SchemeName)} sx={{ minWidth: 240, mb: 2 }}>
            {schemes.map((s) => (
              <MenuItem key={s.name} value={s.name}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <SchemeEditor scheme={edited} onSave={save} />
        </Paper>
      ) : null}
    </Stack>
  );
}
