import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

/** A list of codes (countries, channels) as text; an empty list means every one. */
export function OfferCodes({ source }: FieldProps & { source: 'countries' | 'traffic_channels' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const list: unknown = record?.[source];
  return <span>{Array.isArray(list) && list.length ? list.join(', ') : translate('resources.marketplace.all')}</span>;
}
