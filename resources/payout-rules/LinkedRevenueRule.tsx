import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, Link, useCreatePath, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../src/ui/numberFormat';

interface Linked {
  id: number;
  revenue_cpa: number | null;
  revenue_cpl: number | null;
}

/**
 * Beside a payout rule: the revenue rule made for it while automatically_create_revenue_rule was on
 * (spec 4 §3), with a way to edit it. The server sends `revenue_rule` only to staff who see
 * revenue rules; without it nothing is shown.
 */
export function LinkedRevenueRule() {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [locale] = useLocaleState();
  if (!record || !('revenue_rule' in record)) return null;
  const linked = record.revenue_rule as Linked | null;
  const amount = (v: number | null) => (v === null ? '—' : formatMoney(v, locale));
  const T = 'resources.payout-rules.revenue_rule';
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.title`)}
        </Typography>
        {linked ? (
          <Stack direction="row" spacing={3} alignItems="center" flexWrap="wrap" useFlexGap>
            <Labeled source="revenue_cpa" resource="revenue-rules">
              <Typography variant="body2">{amount(linked.revenue_cpa)}</Typography>
            </Labeled>
            <Labeled source="revenue_cpl" resource="revenue-rules">
              <Typography variant="body2">{amount(linked.revenue_cpl)}</Typography>
            </Labeled>
            <Button component={Link} to={createPath({ resource: 'revenue-rules', type: 'edit', id: linked.id })}>
              {translate(`${T}.edit`)}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2">{translate(`${T}.none`)}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
