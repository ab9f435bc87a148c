import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DateField, FunctionField, SelectInput, SimpleList, TextField, TextInput, TopToolbar, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { RunRefusal } from '../../domain/offers/runnable';
import { PERIOD_TYPES } from '../../domain/dashboard/periods';
import { ExportButton } from '../../src/ui/lists/ExportButton';
import { useRole } from '../../src/ui/RoleContext';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { countryNamer } from '../../src/ui/countryName';
import { AppList } from '../../src/ui/lists';
import { useFormatInstant } from '../../src/ui/dateFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { NO_VALUE } from '../../src/ui/numberFormat';
import { TrafficSafety } from '../../domain/enums/report';
import { ClickSafety } from '../traffic-quality/TrafficQualityPanel';

const dash = (value: unknown) => (value === null || value === undefined || value === '' ? NO_VALUE : String(value));

function Actions() {
  return (
    <TopToolbar>
      <ExportButton label="reports.export" file="click-log" fileName="click-log.csv" />
    </TopToolbar>
  );
}

/**
 * The click log (spec 3 §5): every click of the period in the viewer's scope, newest first, with
 * the filters of the spec and a streamed CSV export. The visitor's address and the referrer are
 * the staff's (the server leaves them out for affiliates). The server sends no total (docs/api.md,
 * Reports), so the pager counts the rows it holds: previous, next, "1–25 of more than 25", "1–6 of 6"
 * on the last page (AppPagination). A refusal reads as its label in the interface language, and a
 * click is unique as the report counts it (a refused click never is: the server's is_unique).
 */
export function ClickLogList() {
  const translate = useTranslate();
  const role = useRole();
  const [locale] = useLocaleState();
  const lang = useLanguage();
  const when = useFormatInstant();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const country = countryNamer(locale, translate('dashboard.unknown_country'));
  const staff = role !== 'affiliate';
  const filters = [
    <SelectInput key="period_type" source="period_type" choices={PERIOD_TYPES.filter((p) => !p.startsWith('custom')).map((id) => ({ id, name: `dashboard.period.presets.${id}` }))} alwaysOn />,
    <SelectInput key="status" source="status" choices={['ran', 'refused'].map((id) => ({ id, name: `reports.click_status.${id}` }))} alwaysOn />,
    <TextInput key="country" source="country" />,
    <TextInput key="p1" source="p1" />,
    <TextInput key="p2" source="p2" />,
    <TextInput key="p3" source="p3" />,
    <TextInput key="click_id" source="click_id" />,
  ];
  const refusal = (r: RaRecord) => (r.refusal ? RunRefusal.label(r.refusal, lang) : NO_VALUE);
  // Traffic safety comes only to staff holding UI_FraudDetection_View; its chip opens the reasons with UI_FraudDetection_Explain
  const safety = (r: RaRecord) => (typeof r.traffic_safety === 'number' ? <ClickSafety clickId={String(r.click_id)} safety={r.traffic_safety} /> : NO_VALUE);
  return (
    <AppList filters={filters} actions={<Actions />} sort={{ field: 'clicked_at', order: 'DESC' }} filterDefaultValues={{ period_type: 'this_month' }}>
      {small ? (
        <SimpleList
          primaryText={(r) => `${dash(r.offer_name)} · ${country(String(r.country))}`}
          secondaryText={(r) =>
            `${dash(r.p1)} · ${r.refusal ? `${translate('reports.click_status.refused')}: ${refusal(r)}` : translate('reports.click_status.ran')}` +
            (typeof r.traffic_safety === 'number' ? ` · ${TrafficSafety.label(r.traffic_safety, lang)}` : '')
          }
          tertiaryText={(r) => when(r.clicked_at)}
          linkType={false}
        />
      ) : (
        <ColumnsDatagrid gridId="click-log" rowClick={false} bulkActionButtons={false}>
          <DateField source="clicked_at" showTime />
          <TextField source="offer_name" sortable={false} />
          {staff ? <TextField source="affiliate_name" sortable={false} /> : null}
          <FunctionField source="country" sortable={false} render={(r: RaRecord) => country(String(r.country))} />
          <FunctionField source="device_type" sortable={false} render={(r: RaRecord) => translate(`reports.device_types.${r.device_type}`, { _: String(r.device_type) })} />
          <TextField source="os" sortable={false} />
          <TextField source="browser" sortable={false} />
          <BooleanField source="is_unique" sortable={false} />
          <FunctionField source="refusal" sortable={false} render={refusal} />
          {staff ? <FunctionField source="traffic_safety" label="resources.traffic-quality.safety" sortable={false} render={safety} /> : null}
          <FunctionField source="p1" sortable={false} render={(r: RaRecord) => dash(r.p1)} />
          <FunctionField source="p2" sortable={false} render={(r: RaRecord) => dash(r.p2)} />
          <FunctionField source="p3" sortable={false} render={(r: RaRecord) => dash(r.p3)} />
          {staff ? <TextField source="ip" sortable={false} /> : null}
          {staff ? <FunctionField source="referrer" sortable={false} render={(r: RaRecord) => dash(r.referrer)} /> : null}
          <TextField source="tracking_domain" sortable={false} />
          <TextField source="click_id" sortable={false} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
