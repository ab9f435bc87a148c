import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDelta } from '../../ui/numberFormat';
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
  const [locale] = useLocaleState();
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
              {/* a filled label: the scheme's success/error colour behind black or white text reaches
                  4.5:1 in every scheme, coloured text on the card does not */}
              <Typography
                variant="caption"
                sx={
                  delta === null
                    ? { color: 'text.secondary' }
                    : { alignSelf: 'flex-start', px: 0.75, borderRadius: 1, ...(delta >= 0 ? { bgcolor: 'success.main', color: 'success.contrastText' } : { bgcolor: 'error.main', color: 'error.contrastText' }) }
                }
              >
                {translate('dashboard.vs_previous', { value: formatDelta(delta, locale) })}
              </Typography>
              <TrendChart points={data.points} format={format} />
            </Stack>
          );
        }}
      </WidgetState>
    </WidgetCard>
  );
}
