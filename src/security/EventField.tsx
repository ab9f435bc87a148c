import { FunctionField, useTranslate, type RaRecord } from 'react-admin';

/** A security log event in the interface language (the raw name when it is a newer one). */
export function EventField({ source = 'event' }: { source?: string; label?: string }) {
  const translate = useTranslate();
  return <FunctionField source={source} sortable={false} render={(r: RaRecord) => translate(`security.events.${String(r[source])}`, { _: String(r[source]) })} />;
}
