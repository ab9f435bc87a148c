import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useTranslate } from 'react-admin';
import { TransactionStatus } from '../../../domain/enums/payout';
import { formatMeasure } from '../format';
import type { OnHold } from '../types';
import { useDashboardGet } from '../useDashboardData';
import { WidgetCard } from '../WidgetCard';
import type { WidgetProps } from '../widgetProps';
import { WidgetState } from '../WidgetState';

const HELD_FILTER = encodeURIComponent(JSON.stringify({ transaction_status: TransactionStatus.OnHold }));

/** Staff's held conversions in scope: how many, and the commission (and revenue) pending until they are approved; a link to review them. */
export function OnHoldWidget(props: WidgetProps) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const query = useDashboardGet<OnHold>('on-hold');
  const money = (v: number) => formatMeasure('commission', v, props.locale);
  return (
    <WidgetCard {...props}>
      <WidgetState query={query}>
        {(h) => (
          <Stack spacing={0.75}>
            <Typography variant="h6" component="p">
              {translate('dashboard.on_hold.count', { smart_count: h.count })}
            </Typography>
            <Stack direction="row" justifyContent="space-between" spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {translate('dashboard.on_hold.commission')}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {money(h.commission)}
              </Typography>
            </Stack>
            {h.revenue === undefined ? null : (
              <Stack direction="row" justifyContent="space-between" spacing={2}>
                <Typography variant="body2" color="text.secondary">
                  {translate('dashboard.on_hold.revenue')}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {money(h.revenue)}
                </Typography>
              </Stack>
            )}
            {h.count > 0 ? (
              <Link component={RouterLink} to={`${createPath({ resource: 'conversions', type: 'list' })}?filter=${HELD_FILTER}`}>
                {translate('dashboard.on_hold.review')}
              </Link>
            ) : null}
          </Stack>
        )}
      </WidgetState>
    </WidgetCard>
  );
}
