import Typography from '@mui/material/Typography';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { useRevenueVisible } from '../../src/permissions/useRevenueVisible';
import { formatCount, formatMoney } from '../../src/ui/numberFormat';

const T = 'resources.click-billing.totals';

/** The list answer's `totals`: every row the filters match, not only this page's. */
interface ClickBillingTotals {
  clicks: number | string;
  commission: number | string;
  revenue?: number | string;
  billed: number | string;
}

const isTotals = (value: unknown): value is ClickBillingTotals => typeof value === 'object' && value !== null && 'clicks' in value && 'commission' in value;

/**
 * The totals line over every row the filters match, in the workspace currency: the list answer
 * carries them beside its rows, and the dataProvider hands them on as the list's `meta.totals`.
 * Revenue only when the server sent it and the viewer sees revenue.
 */
export function ClickBillingTotalsLine() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const revenueVisible = useRevenueVisible();
  const { meta } = useListContext();
  const totals: unknown = meta?.totals;
  if (!isTotals(totals)) return null;
  const clicks = Number(totals.clicks);
  const money = (value: number | string) => formatMoney(Number(value), locale);
  const parts = [
    translate(`${T}.clicks`, { smart_count: clicks, count: formatCount(clicks, locale) }),
    translate(`${T}.commission`, { amount: money(totals.commission) }),
    revenueVisible && totals.revenue !== undefined ? translate(`${T}.revenue`, { amount: money(totals.revenue) }) : null,
    translate(`${T}.billed`, { amount: money(totals.billed) }),
  ].filter(Boolean);
  return (
    <Typography variant="body2" sx={{ px: 2, py: 1 }}>
      <strong>{translate(`${T}.label`)}:</strong> {parts.join(' · ')}
    </Typography>
  );
}
