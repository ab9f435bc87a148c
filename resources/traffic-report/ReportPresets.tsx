import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useOptionalUiSettings } from '../../src/themes/UiSettingsContext';
import { presetOf, type ReportPreset, type ReportState } from './reportState';

/** The personal setting that keeps a user's presets (PUT /me/ui-settings/modal). */
export const PRESETS_ID = 'traffic-report-presets';

export interface ReportPresetsProps {
  state: ReportState;
  onApply(preset: ReportPreset): void;
}

/** Saved report presets per user: apply one, save the current report under a name, delete one. */
export function ReportPresets({ state, onApply }: ReportPresetsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const ui = useOptionalUiSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const stored = (ui?.settings?.modal_settings?.[PRESETS_ID] as { presets?: ReportPreset[] } | undefined)?.presets ?? [];

  const store = async (presets: ReportPreset[], message: string) => {
    if (!ui) return;
    const saved = await ui.api.saveModal(PRESETS_ID, { presets });
    if (ui.settings) ui.hydrate({ ...ui.settings, modal_settings: { ...ui.settings.modal_settings, [PRESETS_ID]: saved } });
    notify(message, { type: 'success' });
  };
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    setNaming(false);
    await store([...stored.filter((p) => p.name !== trimmed), presetOf(trimmed, state)], 'reports.presets.saved');
  };

  return (
    <>
      <Button startIcon={<BookmarkIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {translate('reports.presets.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {stored.length === 0 ? <MenuItem disabled>{translate('reports.presets.none')}</MenuItem> : null}
        {stored.map((p) => (
          <MenuItem
            key={p.name}
            onClick={() => {
              setAnchor(null);
              onApply(p);
            }}
          >
            <ListItemText>{p.name}</ListItemText>
            <IconButton
              size="small"
              edge="end"
              aria-label={translate('reports.presets.delete', { name: p.name })}
              onClick={(e) => {
                e.stopPropagation();
                void store(
                  stored.filter((x) => x.name !== p.name),
                  'reports.presets.deleted',
                );
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={!ui || ui.viewOnly}
          onClick={() => {
            setAnchor(null);
            setName('');
            setNaming(true);
          }}
        >
          {translate('reports.presets.save')}
        </MenuItem>
      </Menu>
      <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby="report-preset-title">
        <DialogTitle id="report-preset-title">{translate('reports.presets.save')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('reports.presets.name')}
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, 60))}
            onKeyDown={(e) => e.key === 'Enter' && void save()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(false)}>{translate('reports.presets.cancel')}</Button>
          <Button variant="contained" disabled={!name.trim()} onClick={() => void save()}>
            {translate('reports.presets.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
