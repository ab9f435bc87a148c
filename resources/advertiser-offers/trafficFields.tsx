import { Chip } from '@mui/material';
import { DateInput, FunctionField, ReferenceInput, AutocompleteInput, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { SUB_IDS } from '../../domain/offers/trackingLink';

/** The click's sub-ids that were given, as `p1=…, p2=…`: all an advertiser learns of the traffic's source besides the affiliate's id. */
export const subIdsText = (r: RaRecord) =>
  SUB_IDS.flatMap((p) => (r[p] ? [`${p}=${String(r[p])}`] : [])).join(', ') || '—';

export function SubIdsField({ label }: { label: string }) {
  return <FunctionField label={label} sortable={false} render={subIdsText} />;
}

/** A "Test" chip for a row noted as a test, nothing otherwise. */
export function TestChip({ record, label }: { record: RaRecord; label: string }) {
  const translate = useTranslate();
  return record.test ? <Chip size="small" color="info" label={translate(label)} /> : null;
}

/** The filters of the advertiser's traffic lists: one of their offers, an affiliate id, a period. */
export function trafficFilters(resource: string) {
  const F = `resources.${resource}.fields`;
  return [
    <ReferenceInput key="offer_id" source="offer_id" reference="advertiser-offers" alwaysOn>
      <AutocompleteInput label={`${F}.offer_id`} optionText="name" filterToQuery={(q) => ({ q })} />
    </ReferenceInput>,
    <TextInput key="affiliate_id" source="affiliate_id" label={`${F}.affiliate_id`} parse={(v: string) => (/^\d+$/.test(v) ? Number(v) : v === '' ? undefined : v)} />,
    <DateInput key="from" source="from" label={`${F}.from`} alwaysOn />,
    <DateInput key="to" source="to" label={`${F}.to`} alwaysOn />,
  ];
}
