import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { ReportDimension } from '../../domain/reports/catalogue';
import { DateRangePicker } from '../../src/dashboard/DateRangePicker';
import type { ReportState } from './reportState';
import { useReportFormat } from './useReportFormat';

export interface ReportControlsProps {
  state: ReportState;
  dimensions: readonly ReportDimension[];
  /** names of filtered keys learnt while drilling ('offer:3' → 'Casino Royale') */
  names: Readonly<Record<string, string>>;
  onChange(next: ReportState): void;
}

const NONE = '';

/** Period, the two group-bys and the filters in effect, each removable. */
export function ReportControls({ state, dimensions, names, onChange }: ReportControlsProps) {
  const translate = useTranslate();
  const f = useReportFormat();
  const set = (patch: Partial<ReportState>) => onChange({ ...state, ...patch, page: 1 });
  const [first, second] = state.groupBy;
  const select = (label: string, value: string, options: readonly ReportDimension[], onPick: (v: string) => void, withNone: boolean) => (
    <TextField select size="small" label={label} value={value} onChange={(e) => onPick(e.target.value)} sx={{ minWidth: 170 }}>
      {withNone ? <MenuItem value={NONE}>{translate('reports.none')}</MenuItem> : null}
      {options.map((d) => (
        <MenuItem key={d} value={d}>
          {f.dimensionLabel(d)}
        </MenuItem>
      ))}
    </TextField>
  );
  const chips = Object.entries(state.filters).flatMap(([dim, values]) =>
    (values ?? []).map((value) => ({ dim: dim as ReportDimension, value, label: `${f.dimensionLabel(dim as ReportDimension)}: ${names[`${dim}:${value}`] ?? f.key(dim as ReportDimension, value)}` })),
  );
  const removeFilter = (dim: ReportDimension, value: string | number) => {
    const left = (state.filters[dim] ?? []).filter((v) => v !== value);
    const filters = { ...state.filters };
    if (left.length) filters[dim] = left;
    else delete filters[dim];
    set({ filters });
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap alignItems="center">
        <DateRangePicker value={state.period} onChange={(period) => set({ period })} />
        {select(translate('reports.group_by'), first ?? 'date', dimensions, (v) => set({ groupBy: [v as ReportDimension, ...(second && second !== v ? [second] : [])], sort: undefined }), false)}
        {select(
          translate('reports.then_by'),
          second ?? NONE,
          dimensions.filter((d) => d !== first),
          (v) => set({ groupBy: v ? [first!, v as ReportDimension] : [first!], sort: undefined }),
          true,
        )}
      </Stack>
      {chips.length ? (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center" aria-label={translate('reports.filtered_by')} role="group">
          {chips.map((c) => (
            <Chip key={`${c.dim}:${c.value}`} label={c.label} onDelete={() => removeFilter(c.dim, c.value)} title={translate('reports.remove_filter', { name: c.label })} />
          ))}
          <Button size="small" onClick={() => set({ filters: {} })}>
            {translate('reports.clear_filters')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
