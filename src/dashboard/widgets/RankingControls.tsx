import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { REVENUE_FIELDS } from '../../../domain/dashboard/measures';
import { performanceOption, type WidgetSettings } from '../../../domain/dashboard/settings';
import { PerformanceBy, WidgetSortDirection, type WidgetSortDirection as Direction } from '../../../domain/enums/dashboard';
import type { InterfaceLanguage } from '../../../domain/languages';

export interface RankingControlsProps {
  settings: WidgetSettings;
  revenueVisible: boolean;
  locale: string;
  onChange(patch: Partial<WidgetSettings>): void;
}

/** Performance-by (the nine options of spec 2 §4) and Top / Bottom; picking a measure sorts by it. */
export function RankingControls({ settings, revenueVisible, locale, onChange }: RankingControlsProps) {
  const translate = useTranslate();
  const lang = (locale === 'ru' ? 'ru' : 'en') as InterfaceLanguage;
  const options = PerformanceBy.options(lang).filter((o) => revenueVisible || !(REVENUE_FIELDS as readonly string[]).includes(o.id));
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
      <TextField
        select
        size="small"
        label={translate('dashboard.performance_by')}
        value={performanceOption(settings.performance_by) ?? ''}
        onChange={(e) => onChange({ performance_by: e.target.value, sort: e.target.value })}
        sx={{ minWidth: 170 }}
      >
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('dashboard.direction')}
        // a select cannot show '' as a choice: Top and Bottom go by their keys
        value={settings.sort_direction === WidgetSortDirection.Bottom ? 'Bottom' : 'Top'}
        onChange={(e) => onChange({ sort_direction: (e.target.value === 'Bottom' ? WidgetSortDirection.Bottom : WidgetSortDirection.Top) as Direction })}
        sx={{ minWidth: 110 }}
      >
        {WidgetSortDirection.items.map((o) => (
          <MenuItem key={o.key} value={o.key}>
            {o.label[lang]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
