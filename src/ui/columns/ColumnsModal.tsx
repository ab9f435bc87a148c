import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import { SelectAllCheckbox } from '../SelectAllCheckbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ColumnLayout } from './columnLayout';
import { moveColumn, SortableColumnList, type ColumnItem } from './SortableColumnList';

export interface ColumnsModalProps {
  open: boolean;
  columns: ColumnItem[];
  layout: ColumnLayout;
  onClose(): void;
  onSave(layout: ColumnLayout): void;
}

/** The visible-columns modal (spec 1 §2, spec 2 §2): search, select all, and the ordered list. */
export function ColumnsModal({ open, columns, layout, onClose, onSave }: ColumnsModalProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(layout);
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (open) {
      setDraft(layout);
      setSearch('');
    }
  }, [open, layout]);

  const labelOf = useMemo(() => new Map(columns.map((c) => [c.id, c.label])), [columns]);
  const needle = search.trim().toLocaleLowerCase();
  const items = draft.order
    .map((id) => ({ id, label: labelOf.get(id) ?? id }))
    .filter((item) => !needle || item.label.toLocaleLowerCase().includes(needle));
  const allVisible = draft.visible.length === draft.order.length;

  const toggle = (id: string) =>
    setDraft((d) => ({ ...d, visible: d.visible.includes(id) ? d.visible.filter((v) => v !== id) : [...d.visible, id] }));
  const toggleAll = () => setDraft((d) => ({ ...d, visible: allVisible ? [] : [...d.order] }));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="columns-modal-title" slotProps={{ paper: { sx: { minWidth: 290, maxWidth: 420, width: '100%' } } }}>
      <DialogTitle id="columns-modal-title">{translate('ui.columns.title')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          size="small"
          margin="dense"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={translate('ra.action.search')}
          slotProps={{ htmlInput: { 'aria-label': translate('ui.columns.search') }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <FormControlLabel
          control={<SelectAllCheckbox size="small" checked={allVisible} indeterminate={!allVisible && draft.visible.length > 0} onChange={toggleAll} />}
          label={translate('ui.columns.select_all')}
        />
        <SortableColumnList items={items} visible={draft.visible} sortable={!needle} onToggle={toggle} onMove={(from, to) => setDraft((d) => ({ ...d, order: moveColumn(d.order, from, to) }))} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={draft.visible.length === 0} onClick={() => onSave(draft)}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
