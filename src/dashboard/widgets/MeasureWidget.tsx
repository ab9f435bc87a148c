import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { TrendChart } from '../charts/lazy';
import { formatMeasure } from '../format';
import type { MeasureChart } from '../types';
import { useDashboardPost } from '../useDashboardData';
import { WidgetCard } from '../WidgetCard';
import type { WidgetProps } from '../widgetProps';
import { WidgetState } from '../WidgetState';

const change = (now: number, before: number) => (before === 0 ? null : ((now - before) / Math.abs(before)) * 100);

/** One measure: its total, the change against the period before, and the trend. */
export function MeasureWidget(props: WidgetProps) {
  const translate = useTranslate();
  const query = useDashboardPost<MeasureChart>(`measure/${props.widget.metric}-chart`, props.period);
  return (
    <WidgetCard {...props}>
      <WidgetState query={query}>
        {(data) => {
          const format = (v: number) => formatMeasure(data.field, v, props.locale);
          const delta = change(data.total, data.previous_total);
          return (
            <Stack spacing={1}>
              <Typography variant="h5" component="p" data-testid={`total-${props.widget.id}`} data-value={data.total}>
                {format(data.total)}
              </Typography>
              <Typography variant="caption" color={delta === null ? 'text.secondary' : delta >= 0 ? 'success.main' : 'error.main'}>
                {translate('dashboard.vs_previous', { value: delta === null ? '—' : `${delta >= 0 ? '+' : ''}${delta.toFixed(1)}%` })}
              </Typography>
              <TrendChart points={data.points} format={format} />
            </Stack>
          );
        }}
      </WidgetState>
    </WidgetCard>
  );
}
