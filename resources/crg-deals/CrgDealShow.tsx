import { TableCell, TableRow, Typography } from '@mui/material';
import { FunctionField, Show, SimpleShowLayout, TextField, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { formatMoney } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';
import { SectionTable } from '../../src/ui/SectionTable';

const T = 'resources.crg-deals';

interface Cohort {
  id: number;
  cohort_start: string;
  cohort_end: string;
  leads: number;
  ftds: number;
  cr: string;
  guarantee_percent: string;
  shortfall_ftds: string;
  affiliate_amount: string;
  advertiser_amount: string;
}

const COLUMNS = [
  { label: `${T}.cohorts.period` },
  { label: `${T}.cohorts.leads`, align: 'right' },
  { label: `${T}.cohorts.ftds`, align: 'right' },
  { label: `${T}.cohorts.cr`, align: 'right' },
  { label: `${T}.cohorts.shortfall`, align: 'right' },
  { label: `${T}.cohorts.affiliate_amount`, align: 'right' },
  { label: `${T}.cohorts.advertiser_amount`, align: 'right' },
] as const;

/** The last day of a cohort whose end is exclusive. */
const lastDay = (end: string) => new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Each closed cohort: leads, FTDs, CR against the guarantee, the shortfall and its money. */
function Cohorts() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows = (record?.cohorts as Cohort[] | undefined) ?? [];
  return (
    <SectionCard id="crg-cohorts-title" title={`${T}.cohorts.title`} sx={{ mt: 2 }}>
      {rows.length === 0 ? (
        <Typography>{translate(`${T}.cohorts.none`)}</Typography>
      ) : (
        <SectionTable columns={COLUMNS}>
          {rows.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{`${c.cohort_start} – ${lastDay(c.cohort_end)}`}</TableCell>
              <TableCell align="right">{c.leads}</TableCell>
              <TableCell align="right">{c.ftds}</TableCell>
              <TableCell align="right">{`${c.cr} % / ${Number(c.guarantee_percent).toFixed(2)} %`}</TableCell>
              <TableCell align="right">{c.shortfall_ftds}</TableCell>
              <TableCell align="right">{formatMoney(Number(c.affiliate_amount), locale)}</TableCell>
              <TableCell align="right">{formatMoney(Number(c.advertiser_amount), locale)}</TableCell>
            </TableRow>
          ))}
        </SectionTable>
      )}
    </SectionCard>
  );
}

/** One CRG deal: its terms and its closed cohorts. */
export function CrgDealShow() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="offer_name" />
        <TextField source="affiliate_name" />
        <FunctionField source="integration_name" render={(r: RaRecord) => r.integration_name ?? translate(`${T}.any_integration`)} />
        <FunctionField source="guarantee_percent" render={(r: RaRecord) => `${Number(r.guarantee_percent).toFixed(2)} %`} />
        <FunctionField source="cohort" render={(r: RaRecord) => translate(`${T}.cohort.${r.cohort}`)} />
        <TextField source="settle_days" />
        <FunctionField source="affiliate_terms" render={(r: RaRecord) => translate(`${T}.terms.${r.affiliate_terms}`)} />
        <FunctionField source="affiliate_ftd_amount" render={(r: RaRecord) => formatMoney(Number(r.affiliate_ftd_amount), locale)} />
        <FunctionField source="advertiser_ftd_amount" render={(r: RaRecord) => formatMoney(Number(r.advertiser_ftd_amount), locale)} />
        <TextField source="starts_on" />
        <FunctionField source="status" render={(r: RaRecord) => translate(`${T}.status.${r.status === 1 ? 'active' : 'paused'}`)} />
        <Cohorts />
      </SimpleShowLayout>
    </Show>
  );
}
