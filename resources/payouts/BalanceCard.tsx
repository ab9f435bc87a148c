import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate, type DataProvider } from 'react-admin';
import type { BillingCalls } from '../../providers/billingCalls';
import { formatMoney } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';

/** The affiliate's balance above their payouts (GET /billing/balance). */
export function BalanceCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const calls = useDataProvider<DataProvider & BillingCalls>();
  const { data } = useQuery({ queryKey: ['billing-balance'], queryFn: () => calls.balance() });
  if (!data) return null;
  const figure = (key: 'earned_total' | 'unpaid' | 'pending_payouts' | 'on_hold' | 'threshold') => (
    <div key={key}>
      <Typography variant="body2" color="text.secondary">
        {translate(`resources.payouts.balance.${key}`)}
      </Typography>
      <Typography variant="h6" component="p">
        {formatMoney(data[key], locale)}
      </Typography>
    </div>
  );
  return (
    <SectionCard id="balance-title" title="resources.payouts.balance.title" sx={{ mt: 1 }}>
      <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
        {(['earned_total', 'unpaid', 'pending_payouts', 'on_hold', 'threshold'] as const).map(figure)}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate(`resources.payouts.balance.${data.to_bill <= 0 ? 'nothing' : data.threshold_reached ? 'reached' : 'not_reached'}`)}
      </Typography>
    </SectionCard>
  );
}
