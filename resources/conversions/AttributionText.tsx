import type { RaRecord } from 'react-admin';
import { ConversionAttribution } from '../../domain/conversions/attribution';
import { useLanguage } from '../../src/ui/useLanguage';

/** How a conversion found its affiliate (spec 4 §6): "Click", or "Promo code" with the code as data. */
export function AttributionText({ record }: { record: RaRecord | undefined }) {
  const lang = useLanguage();
  if (!record || !ConversionAttribution.is(record.attribution)) return <>—</>;
  const label = ConversionAttribution.label(record.attribution, lang);
  if (record.attribution !== ConversionAttribution.PromoCode || !record.promo_code) return <>{label}</>;
  return (
    <>
      {label} <span translate="no">{String(record.promo_code)}</span>
    </>
  );
}
