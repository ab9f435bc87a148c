import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate, type DataProvider } from 'react-admin';
import type { BillingCalls } from '../../providers/billingCalls';
import { formatMoney } from '../../src/ui/numberFormat';

/** The affiliate's balance above their payouts (GET /billing/balance). */
export function BalanceCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const calls = useDataProvider<DataProvider & BillingCalls>();
  const { data } = useQuery({ queryKey: ['billing-balance'], queryFn: () => calls.balance() });
  if (!data) return null;
  const figure = (key: 'earned_total' | 'unpaid' | 'pending_payouts' | 'threshold') => (
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
    <Card sx={{ mt: 1 }} component="section" aria-labelledby="balance-title">
      <CardContent>
        <Typography id="balance-title" variant="h6" component="h2" gutterBottom>
          {translate('resources.payouts.balance.title')}
        </Typography>
        <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
          {(['earned_total', 'unpaid', 'pending_payouts', 'threshold'] as const).map(figure)}
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`resources.payouts.balance.${data.to_bill <= 0 ? 'nothing' : data.threshold_reached ? 'reached' : 'not_reached'}`)}
        </Typography>
      </CardContent>
    </Card>
  );
}
