import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PERIOD_TYPES, type PeriodType } from '../../domain/dashboard/periods';
import { useSessionZone } from '../ui/useSessionZone';
import { customRangeProblem, instantIn, isoIn, lastDayFrom, localIn } from './customRange';
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

/** A bound of the value as the inputs show it: a date as is, an instant as wall-clock time in the session zone. */
const draftOf = (value: PeriodValue | null, bound: 'period_start' | 'period_finish', zone: string) => {
  const v = value?.[bound];
  if (value?.period_type !== 'custom_time') return asText(v);
  return localIn(v instanceof Date ? v.toISOString() : v, zone);
};

/**
 * Presets of spec 1 §2 (R535–R537); custom date and custom time ask for bounds, applied with a
 * button. List filters add a "no period" choice (anyLabel). Custom times are wall-clock times in
 * the session zone (the profile's), whatever the browser's; From after To, or a range longer than
 * the server's 1 100 days, cannot be applied and says why. An applied custom range is labelled.
 */
export function DateRangePicker({ value, onChange, anyLabel, onClear }: DateRangePickerProps) {
  const translate = useTranslate();
  const zone = useSessionZone();
  const [draft, setDraft] = useState<{ type: PeriodType | ''; from: string; to: string }>(() => ({
    type: value?.period_type ?? '',
    from: draftOf(value, 'period_start', zone),
    to: draftOf(value, 'period_finish', zone),
  }));
  // the profile's zone arrives after the first render: the same instants, shown in the new zone
  const [draftZone, setDraftZone] = useState(zone);
  if (draftZone !== zone) {
    setDraftZone(zone);
    const move = (local: string) => (local ? localIn(instantIn(local, draftZone).toISOString(), zone) : '');
    if (draft.type === 'custom_time') setDraft({ ...draft, from: move(draft.from), to: move(draft.to) });
  }
  const custom = draft.type === 'custom_date' || draft.type === 'custom_time';
  const inputType = draft.type === 'custom_time' ? 'datetime-local' : 'date';
  const problem = custom ? customRangeProblem(draft.type as 'custom_date' | 'custom_time', draft.from, draft.to, zone) : null;
  const applied =
    value && (value.period_type === 'custom_date' || value.period_type === 'custom_time') && value.period_start && value.period_finish
      ? value.period_type === 'custom_time'
        ? { from: draftOf(value, 'period_start', zone).replace('T', ' '), to: draftOf(value, 'period_finish', zone).replace('T', ' '), zone }
        : { from: asText(value.period_start), to: asText(value.period_finish), zone }
      : null;

  const pick = (type: PeriodType | '') => {
    setDraft({ type, from: '', to: '' });
    if (type === '') onClear?.();
    else if (type !== 'custom_date' && type !== 'custom_time') onChange({ period_type: type });
  };
  const apply = () => {
    if (draft.type === '' || problem) return;
    if (draft.type === 'custom_time')
      onChange({ period_type: draft.type, period_start: isoIn(instantIn(draft.from, zone), zone), period_finish: isoIn(instantIn(draft.to, zone), zone) });
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
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.to || undefined } }}
          />
          <TextField
            size="small"
            type={inputType}
            label={translate('dashboard.period.to')}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            error={problem !== null}
            helperText={problem ? translate(`dashboard.period.${problem}`) : undefined}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: draft.from || undefined, max: draft.type === 'custom_date' && draft.from ? lastDayFrom(draft.from) : undefined },
            }}
          />
          <Button variant="outlined" onClick={apply} disabled={!draft.from || !draft.to || problem !== null}>
            {translate('dashboard.period.apply')}
          </Button>
        </>
      ) : null}
      {applied ? (
        <Typography variant="caption" color="text.secondary" data-testid="period-label" sx={{ width: '100%' }}>
          {translate('dashboard.period.applied', applied)}
        </Typography>
      ) : null}
    </Stack>
  );
}
