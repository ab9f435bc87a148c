import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { Title, useGetIdentity, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { isWidgetVisible, widgetSettingsOf, type WidgetSettings } from '../../domain/dashboard/settings';
import { availableWidgets, DASHBOARD_IDS, type WidgetKind } from '../../domain/dashboard/widgets';
import { lazyScreen } from '../ui/lazyScreen';
import { useRole } from '../ui/RoleContext';
import { useRevenueVisible } from '../permissions/useRevenueVisible';
import { ChartsAfterFigures } from './charts/lazy';
import { DateRangePicker } from './DateRangePicker';
import { GettingStarted } from './GettingStarted';
import type { PeriodValue } from './period';
import { paramsOfPeriod, periodFromParams } from './periodParams';
import { useDashboardSettings } from './useDashboardSettings';
import type { WidgetProps } from './widgetProps';
import { AffiliateTrafficWidget } from './widgets/AffiliateTrafficWidget';
import { BillingInfoWidget, PendingPayoutsWidget, PersonalManagerWidget } from './widgets/AffiliateCards';
import { FunnelWidget } from './widgets/FunnelWidget';
import { ContactTodayWidget } from './widgets/ContactTodayWidget';
import { LeadFiguresWidget } from './widgets/LeadFiguresWidget';
import { MeasureWidget } from './widgets/MeasureWidget';
import { OnHoldWidget } from './widgets/OnHoldWidget';
import { InvoicedProfitWidget } from './widgets/InvoicedProfitWidget';
import { RowsWidget } from './widgets/RowsWidget';

const COMPONENTS: Record<WidgetKind, ComponentType<WidgetProps>> = {
  measure: MeasureWidget,
  rows: RowsWidget,
  'affiliate-traffic': AffiliateTrafficWidget,
  funnel: FunnelWidget,
  'personal-manager': PersonalManagerWidget,
  'billing-info': BillingInfoWidget,
  'pending-payouts': PendingPayoutsWidget,
  'on-hold': OnHoldWidget,
  'lead-figures': LeadFiguresWidget,
  'contact-today': ContactTodayWidget,
  'invoiced-profit': InvoicedProfitWidget,
};

// the daily report and the widget chooser download when first opened, after the first paint
const AdminDailyReport = lazyScreen(() => import('./AdminDailyReport'), 'AdminDailyReport');
const WidgetVisibilityModal = lazyScreen(() => import('./WidgetVisibilityModal'), 'WidgetVisibilityModal');

const SMALL: readonly WidgetKind[] = ['measure', 'personal-manager', 'billing-info', 'on-hold', 'invoiced-profit'];
/** Tables of several measures: side by side only from 1536 px, as at half of 1440 px the last column (Profit) went out of sight. */
const WIDE: readonly WidgetKind[] = ['rows'];

/** The landing page of every role app: that role's widgets (spec 1 §2) over one period. */
export function Dashboard() {
  const translate = useTranslate();
  const role = useRole();
  const [locale] = useLocaleState();
  const { identity } = useGetIdentity();
  const name = identity?.fullName || '';
  const revenueVisible = useRevenueVisible();
  const { permissions } = usePermissions<string[]>();
  const held = useMemo(() => (Array.isArray(permissions) ? permissions : []), [permissions]);
  const widgets = useMemo(() => availableWidgets(role, revenueVisible, held), [role, revenueVisible, held]);
  const { settings, save } = useDashboardSettings(DASHBOARD_IDS[role], widgets);
  // the period lives in the address: a reload or a shared link keeps it
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => periodFromParams(params), [params]);
  const setPeriod = useCallback((next: PeriodValue) => setParams((current) => paramsOfPeriod(next, current), { replace: true }), [setParams]);
  const [choosing, setChoosing] = useState(false);
  const [report, setReport] = useState(false);
  // once opened, a dialog stays mounted so that it closes with its transition
  const [chosen, setChosen] = useState(false);
  const [reported, setReported] = useState(false);
  const lang = locale === 'ru' ? 'ru' : 'en';

  const shown = widgets
    .filter((w) => isWidgetVisible(settings, w))
    // favourites first, otherwise in the registry's order
    .sort((a, b) => Number(widgetSettingsOf(settings, b.id).in_favorite === true) - Number(widgetSettingsOf(settings, a.id).in_favorite === true));
  const visibleMap = Object.fromEntries(widgets.map((w) => [w.id, isWidgetVisible(settings, w)]));
  const change = (id: string) => (patch: Partial<WidgetSettings>) => void save({ [id]: { ...widgetSettingsOf(settings, id), ...patch } });

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('dashboard.title')} />
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Stack sx={{ flexGrow: 1 }}>
          {/* the app bar's title is the page's h1 (src/layout/AppHeader.tsx); this names the section below it */}
          <Typography variant="h5" component="h2">
            {name ? translate('app.dashboard.welcome', { name }) : translate('dashboard.title')}
          </Typography>
          <Typography variant="overline" color="text.secondary">
            {translate('app.dashboard.workspace', { role: translate(`app.roles.${role}`) })}
          </Typography>
        </Stack>
        <DateRangePicker value={period} onChange={setPeriod} />
        {role === 'admin' ? (
          <Button startIcon={<AssessmentIcon />} onClick={() => { setReport(true); setReported(true); }}>
            {translate('dashboard.daily_report_button')}
          </Button>
        ) : null}
        <Button startIcon={<TuneIcon />} onClick={() => { setChoosing(true); setChosen(true); }}>
          {translate('dashboard.widgets_button')}
        </Button>
      </Stack>
      {role === 'admin' ? <GettingStarted /> : null}
      <ChartsAfterFigures>
      <Grid container spacing={2}>
        {shown.map((w) => {
          const Widget = COMPONENTS[w.kind];
          return (
            <Grid key={w.id} size={SMALL.includes(w.kind) ? { xs: 12, sm: 6, lg: 4 } : WIDE.includes(w.kind) ? { xs: 12, xl: 6 } : { xs: 12, lg: 6 }}>
              <Widget
                widget={w}
                label={w.label[lang]}
                settings={widgetSettingsOf(settings, w.id)}
                period={period}
                revenueVisible={revenueVisible}
                locale={locale}
                onChange={change(w.id)}
              />
            </Grid>
          );
        })}
      </Grid>
      </ChartsAfterFigures>
      {chosen ? (
        <WidgetVisibilityModal
          open={choosing}
          widgets={widgets.map((w) => ({ id: w.id, label: w.label[lang] }))}
          visible={visibleMap}
          onClose={() => setChoosing(false)}
          onSave={(Visible) => save({ Visible })}
        />
      ) : null}
      {role === 'admin' && reported ? <AdminDailyReport open={report} onClose={() => setReport(false)} locale={locale} /> : null}
    </Stack>
  );
}
