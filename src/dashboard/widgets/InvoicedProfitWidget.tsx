import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useTranslate } from 'react-admin';
import { formatMeasure } from '../format';
import type { InvoicedProfit } from '../types';
import { useDashboardPost } from '../useDashboardData';
import { WidgetCard } from '../WidgetCard';
import type { WidgetProps } from '../widgetProps';
import { WidgetState } from '../WidgetState';

const LINES = ['revenue', 'invoiced', 'not_invoiced', 'commission'] as const;

/**
 * The admin's profit on what was invoiced to advertisers in the period (spec 4 §7): revenue
 * approved, what of it is invoiced and not yet, the commission, and invoiced − commission; the
 * sums of the Revenue vs invoiced screen, which the link opens.
 */
export function InvoicedProfitWidget(props: WidgetProps) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const query = useDashboardPost<InvoicedProfit>('invoiced-profit', props.period);
  const money = (v: string) => formatMeasure('revenue', Number(v), props.locale);
  return (
    <WidgetCard {...props}>
      <WidgetState query={query}>
        {(figures) =>
          figures.enabled ? (
            <Stack spacing={0.75}>
              <Typography variant="h6" component="p" data-testid="invoiced-profit" data-value={figures.profit}>
                {`${translate('dashboard.invoiced_profit.profit')}: ${money(figures.profit)}`}
              </Typography>
              {LINES.map((line) => (
                <Stack key={line} direction="row" justifyContent="space-between" spacing={2}>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`dashboard.invoiced_profit.${line}`)}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {money(figures[line])}
                  </Typography>
                </Stack>
              ))}
              <Link component={RouterLink} to={createPath({ resource: 'advertiser-revenue', type: 'list' })}>
                {translate('dashboard.invoiced_profit.open')}
              </Link>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('dashboard.invoiced_profit.off')}
            </Typography>
          )
        }
      </WidgetState>
    </WidgetCard>
  );
}
