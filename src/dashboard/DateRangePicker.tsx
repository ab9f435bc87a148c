import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { PERIOD_TYPES, type PeriodType } from '../../domain/dashboard/periods';
import type { PeriodValue } from './period';

export interface DateRangePickerProps {
  /** null: no period (only with `anyLabel`) */
  value: PeriodValue | null;
  onChange(value: PeriodValue): void;
  /** Offer "no period" under this label (list filters); `onClear` is called when it is picked. */
  anyLabel?: string;
  onClear?(): void;
}

const asText = (v: string | Date | undefined) => (typeof v === 'string' ? v : '');

/**
 * Presets of spec 1 §2 (R535–R537); custom date and custom time ask for bounds, applied with a
 * button. List filters add a "no period" choice (anyLabel).
 */
export function DateRangePicker({ value, onChange, anyLabel, onClear }: DateRangePickerProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<{ type: PeriodType | ''; from: string; to: string }>({
    type: value?.period_type ?? '',
    from: asText(value?.period_start),
    to: asText(value?.period_finish),
  });
  const custom = draft.type === 'custom_date' || draft.type === 'custom_time';
  const inputType = draft.type === 'custom_time' ? 'datetime-local' : 'date';

  const pick = (type: PeriodType | '') => {
    setDraft({ type, from: '', to: '' });
    if (type === '') onClear?.();
    else if (type !== 'custom_date' && type !== 'custom_time') onChange({ period_type: type });
  };
  const apply = () => {
    if (draft.type === '') return;
    if (draft.type === 'custom_time') onChange({ period_type: draft.type, period_start: new Date(draft.from), period_finish: new Date(draft.to) });
    else onChange({ period_type: draft.type, period_start: draft.from, period_finish: draft.to });
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <TextField
        select
        size="small"
        label={translate('dashboard.period.label')}
        value={draft.type}
        onChange={(e) => pick(e.target.value as PeriodType | '')}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: Boolean(anyLabel), inputProps: { 'data-testid': 'period-select' } }, inputLabel: anyLabel ? { shrink: true } : undefined }}
      >
        {anyLabel ? <MenuItem value="">{anyLabel}</MenuItem> : null}
        {PERIOD_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`dashboard.period.presets.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {custom ? (
        <>
          <TextField
            size="small"
            type={inputType}
            label={translate('dashboard.period.from')}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type={inputType}
            label={translate('dashboard.period.to')}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" onClick={apply} disabled={!draft.from || !draft.to}>
            {translate('dashboard.period.apply')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
