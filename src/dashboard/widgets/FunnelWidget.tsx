import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { AffiliateWidgetTab } from '../../../domain/enums/dashboard';
import { TrendChart } from '../charts/lazy';
import { formatMeasure } from '../format';
import type { FunnelChart } from '../types';
import { useDashboardPost } from '../useDashboardData';
import { WidgetCard } from '../WidgetCard';
import type { WidgetProps } from '../widgetProps';
import { WidgetState } from '../WidgetState';

/** The call behind each tab: New 0, Pending 1, Approved 2, Active 3 (spec 2 §4). */
const TAB_PATHS: Record<AffiliateWidgetTab, string> = {
  0: 'new-user-request-chart',
  1: 'pending-user-request-chart',
  2: 'approved-affiliate-chart',
  3: 'active-affiliate-chart',
};

/**
 * The affiliate request funnel: registrations, pending and approved requests, active affiliates.
 * The Pending tab counts requests that wait for staff: with none it says so in words, not as a lone 0.
 */
export function FunnelWidget(props: WidgetProps) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const tab: AffiliateWidgetTab = AffiliateWidgetTab.is(props.settings.tab) ? props.settings.tab : AffiliateWidgetTab.New;
  const query = useDashboardPost<FunnelChart>(TAB_PATHS[tab], props.period);
  const lang = locale === 'ru' ? 'ru' : 'en';
  return (
    <WidgetCard {...props}>
      <Tabs value={tab} onChange={(_, value: AffiliateWidgetTab) => props.onChange({ tab: value })} variant="scrollable" sx={{ mb: 1, minHeight: 36 }}>
        {AffiliateWidgetTab.items.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label[lang]} sx={{ minHeight: 36, textTransform: 'none' }} />
        ))}
      </Tabs>
      <WidgetState query={query}>
        {(data) =>
          tab === AffiliateWidgetTab.Pending && data.total === 0 ? (
            <Typography variant="body1" role="status" data-testid={`total-${props.widget.id}`} data-value={data.total}>
              {translate('dashboard.none_waiting')}
            </Typography>
          ) : (
            <Stack spacing={1}>
              <Typography variant="h5" component="p" data-testid={`total-${props.widget.id}`} data-value={data.total}>
                {formatMeasure('count', data.total, props.locale)}
              </Typography>
              <TrendChart points={data.points} format={(v) => formatMeasure('count', v, props.locale)} />
            </Stack>
          )
        }
      </WidgetState>
    </WidgetCard>
  );
}
