import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { AFFILIATE_FUNNEL_GROUPS, FUNNEL_DATE_BY, FUNNEL_GROUPS, type FunnelDateBy, type FunnelGroup } from '../../domain/leads/funnel';
import type { LeadFunnelBody, ReportCalls } from '../../providers/reportCalls';
import { DateRangePicker } from '../../src/dashboard/DateRangePicker';
import type { PeriodValue } from '../../src/dashboard/period';
import { loadFailureText, RetryAlert } from '../../src/ui/errors/RetryAlert';
import { DownloadButton } from '../../src/ui/lists/ExportButton';
import { useRole } from '../../src/ui/RoleContext';
import { FunnelTable } from './FunnelTable';
import { useFunnelFormat } from './useFunnelFormat';

interface FunnelState {
  period: PeriodValue;
  groupBy: FunnelGroup;
  dateBy: FunnelDateBy;
}

const INITIAL: FunnelState = { period: { period_type: 'this_month' }, groupBy: 'day', dateBy: 'registration' };

/**
 * The lead funnel (spec 4 §2): leads → pushed → accepted → autologin opened → FTD by integration,
 * affiliate, country or day (an affiliate: country or day), by registration or deposit date, with
 * the totals row and a CSV of exactly the table.
 */
export function LeadFunnel() {
  const translate = useTranslate();
  const role = useRole();
  const f = useFunnelFormat();
  const calls = useDataProvider<DataProvider & ReportCalls>();
  const [state, setState] = useState<FunnelState>(INITIAL);
  const groups = role === 'affiliate' ? AFFILIATE_FUNNEL_GROUPS : FUNNEL_GROUPS;
  const body: LeadFunnelBody = { ...state.period, group_by: state.groupBy, date_by: state.dateBy };
  const funnel = useQuery({ queryKey: ['lead-funnel', role, body], queryFn: () => calls.leadFunnel(body), placeholderData: keepPreviousData, retry: false });
  const title = translate('resources.lead-funnel.title');
  const shownGroup = (funnel.data?.group_by as FunnelGroup | undefined) ?? state.groupBy;

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" useFlexGap spacing={1}>
            <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap alignItems="center">
              <DateRangePicker value={state.period} onChange={(period) => setState({ ...state, period })} />
              <TextField select size="small" label={translate('resources.lead-funnel.group_by')} value={state.groupBy} onChange={(e) => setState({ ...state, groupBy: e.target.value as FunnelGroup })} sx={{ minWidth: 160 }}>
                {groups.map((g) => (
                  <MenuItem key={g} value={g}>
                    {f.label(g)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select size="small" label={translate('resources.lead-funnel.date_by')} value={state.dateBy} onChange={(e) => setState({ ...state, dateBy: e.target.value as FunnelDateBy })} sx={{ minWidth: 200 }}>
                {FUNNEL_DATE_BY.map((d) => (
                  <MenuItem key={d} value={d}>
                    {translate(`resources.lead-funnel.date_by_options.${d}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <DownloadButton label="resources.lead-funnel.export" file="lead-funnel" fileName={`lead-funnel-${state.groupBy}-${state.dateBy}.csv`} body={body} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {translate('resources.lead-funnel.explain')}
          </Typography>
        </CardContent>
        {funnel.isFetching ? <LinearProgress aria-label={translate('resources.lead-funnel.loading')} /> : <Box sx={{ height: 4 }} />}
        {funnel.isError ? <RetryAlert message={loadFailureText(funnel.error)} onRetry={funnel.refetch} /> : null}
        {funnel.data ? (
          funnel.data.rows.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              {translate('resources.lead-funnel.empty')}
            </Typography>
          ) : (
            <FunnelTable answer={funnel.data} groupBy={shownGroup} title={title} />
          )
        ) : null}
      </Card>
    </Box>
  );
}
