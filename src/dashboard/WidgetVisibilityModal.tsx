import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import { SelectAllCheckbox } from '../ui/SelectAllCheckbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'react-admin';

/** Spec 1 §9: the widget search waits 300 ms; Save shows its loading state for at least 1000 ms. */
export const SEARCH_DEBOUNCE_MS = 300;
export const MIN_SAVE_MS = 1000;

export interface WidgetChoice {
  id: string;
  label: string;
}

export interface WidgetVisibilityModalProps {
  open: boolean;
  widgets: readonly WidgetChoice[];
  /** whether each widget shows now */
  visible: Readonly<Record<string, boolean>>;
  onClose(): void;
  /** the full Visible map to keep */
  onSave(visible: Record<string, boolean>): Promise<unknown>;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The dashboard widget visibility modal (spec 1 §2, R450–R460). */
export function WidgetVisibilityModal({ open, widgets, visible, onClose, onSave }: WidgetVisibilityModalProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Record<string, boolean>>({ ...visible });
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const term = useDebounced(search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (open) {
      setDraft({ ...visible });
      setSearch('');
    }
  }, [open, visible]);

  const shown = useMemo(() => widgets.filter((w) => w.label.toLowerCase().includes(term)), [widgets, term]);
  const selected = widgets.filter((w) => draft[w.id]).length;
  const all = selected === widgets.length;

  const save = async () => {
    setSaving(true);
    const started = Date.now();
    try {
      await onSave(Object.fromEntries(widgets.map((w) => [w.id, draft[w.id] === true])));
      await wait(Math.max(0, MIN_SAVE_MS - (Date.now() - started)));
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby="widget-visibility-title"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 368, minWidth: 290, m: 1 }, 'data-testid': 'widget-visibility-modal' } as object }}
    >
      <DialogTitle id="widget-visibility-title" sx={{ pr: 6, display: 'flex', alignItems: 'center', gap: 1 }}>
        {translate('dashboard.modal.title')}
        <Tooltip title={translate('dashboard.modal.tooltip')} enterDelay={500} leaveDelay={500} enterTouchDelay={0} leaveTouchDelay={5000}>
          <InfoOutlinedIcon fontSize="small" color="action" role="img" aria-hidden={false} aria-label={translate('dashboard.modal.tooltip')} tabIndex={0} />
        </Tooltip>
        <IconButton aria-label={translate('dashboard.modal.close')} onClick={onClose} disabled={saving} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <TextField
          fullWidth
          size="small"
          label={translate('dashboard.modal.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ mb: 1 }}
        />
        <FormControlLabel
          label={translate('dashboard.modal.select_all')}
          control={
            <SelectAllCheckbox
              checked={all}
              indeterminate={selected > 0 && !all}
              disabled={search.trim() !== ''}
              onChange={(e) => setDraft(Object.fromEntries(widgets.map((w) => [w.id, e.target.checked])))}
            />
          }
        />
        <Stack sx={{ pl: 1 }}>
          {shown.map((w) => (
            <FormControlLabel
              key={w.id}
              label={w.label}
              control={<Checkbox checked={draft[w.id] === true} onChange={(e) => setDraft({ ...draft, [w.id]: e.target.checked })} />}
            />
          ))}
          {shown.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {translate('dashboard.modal.nothing_found')}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('dashboard.modal.close')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving}
          aria-busy={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" role="progressbar" /> : undefined}
        >
          {translate('dashboard.modal.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
