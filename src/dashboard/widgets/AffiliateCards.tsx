import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PayoutStatus } from '../../../domain/enums/payout';
import { useLanguage } from '../../ui/useLanguage';
import { formatMeasure } from '../format';
import type { BillingInfo, PendingPayouts, PersonalManager } from '../types';
import { useDashboardGet, useDashboardPost } from '../useDashboardData';
import { WidgetCard } from '../WidgetCard';
import type { WidgetProps } from '../widgetProps';
import { WidgetState } from '../WidgetState';

/** The affiliate's personal manager: name and e-mail. */
export function PersonalManagerWidget(props: WidgetProps) {
  const translate = useTranslate();
  const query = useDashboardGet<PersonalManager | null>('personal-manager');
  return (
    <WidgetCard {...props}>
      <WidgetState<PersonalManager | null> query={{ isPending: query.isPending, isError: query.isError, refetch: query.refetch, data: query.isSuccess ? (query.data ?? null) : undefined }}>
        {(manager) =>
          manager ? (
            <Stack spacing={0.5}>
              <Typography variant="h6" component="p">
                {manager.full_name}
              </Typography>
              {/* named by the address it shows (WCAG 2.5.3); what it does is its title */}
              <Link href={`mailto:${manager.email}`} title={translate('dashboard.manager.write')}>
                {manager.email}
              </Link>
            </Stack>
          ) : (
            <Typography color="text.secondary">{translate('dashboard.manager.none')}</Typography>
          )
        }
      </WidgetState>
    </WidgetCard>
  );
}

const Line = ({ label, value }: { label: string; value: string }) => (
  <Stack direction="row" justifyContent="space-between" spacing={2}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {value}
    </Typography>
  </Stack>
);

/** Commission type, payout threshold and what the affiliate has earned. */
export function BillingInfoWidget(props: WidgetProps) {
  const translate = useTranslate();
  const query = useDashboardGet<BillingInfo>('billing-info');
  const money = (v: number) => formatMeasure('commission', v, props.locale);
  return (
    <WidgetCard {...props}>
      <WidgetState query={query}>
        {(b) => (
          <Stack spacing={0.75}>
            <Line label={translate('dashboard.billing.commission_type')} value={b.commission_type} />
            <Line label={translate('dashboard.billing.threshold')} value={money(b.commission_threshold)} />
            <Line label={translate('dashboard.billing.earned_this_month')} value={money(b.earned_this_month)} />
            <Line label={translate('dashboard.billing.earned_total')} value={money(b.earned_total)} />
            <Line label={translate('dashboard.billing.unpaid')} value={money(b.unpaid)} />
            <Line label={translate('dashboard.billing.pending_payouts')} value={money(b.pending_payouts)} />
            <Line label={translate('dashboard.billing.on_hold')} value={money(b.on_hold)} />
            {/* a filled chip: the scheme's success colour as text on white is below 4.5:1 */}
            <Chip
              size="small"
              sx={{ alignSelf: 'flex-start' }}
              color={b.threshold_reached ? 'success' : 'default'}
              label={translate(b.threshold_reached ? 'dashboard.billing.reached' : 'dashboard.billing.not_reached')}
            />
          </Stack>
        )}
      </WidgetState>
    </WidgetCard>
  );
}

/** The affiliate's open payouts (billing module): period, amount and status, with their total. */
export function PendingPayoutsWidget(props: WidgetProps) {
  const translate = useTranslate();
  const lang = useLanguage();
  const query = useDashboardPost<PendingPayouts>('pending-payouts', {});
  const money = (v: number) => formatMeasure('commission', v, props.locale);
  return (
    <WidgetCard {...props}>
      <WidgetState query={query}>
        {(p) => (
          <>
            <Typography variant="h6" component="p">
              {translate('dashboard.payouts.total')}: {money(p.total)}
            </Typography>
            {p.rows.length === 0 ? <Typography color="text.secondary">{translate('dashboard.payouts.none')}</Typography> : null}
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('dashboard.payouts.period')}</TableCell>
                  <TableCell align="right">{translate('dashboard.payouts.amount')}</TableCell>
                  <TableCell>{translate('dashboard.payouts.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {p.rows.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.period}</TableCell>
                    <TableCell align="right">{money(r.amount)}</TableCell>
                    <TableCell>{PayoutStatus.label(r.status, lang)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </WidgetState>
    </WidgetCard>
  );
}
