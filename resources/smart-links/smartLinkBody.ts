/** One entry of the form: what the API takes, its id kept when it came from the server. */
export interface EntryRow {
  id?: number;
  offer_id: number;
  countries?: string[];
  device_types?: number[];
  oses?: string[];
  weight: number | string;
}

/** The form's values as the API's SmartLinkInput (docs/api.md, Smart links); the status is changed by its own action. */
export function toSmartLinkBody(data: Record<string, unknown>): Record<string, unknown> {
  const entries = (data.entries as EntryRow[] | undefined) ?? [];
  return {
    name: data.name,
    affiliate_id: data.affiliate_id,
    fallback_url: typeof data.fallback_url === 'string' ? data.fallback_url : '',
    tracking_domain_id: data.tracking_domain_id ?? null,
    entries: entries.map((e) => ({
      ...(typeof e.id === 'number' ? { id: e.id } : {}),
      offer_id: e.offer_id,
      countries: e.countries ?? [],
      device_types: e.device_types ?? [],
      oses: e.oses ?? [],
      weight: Number(e.weight),
    })),
  };
}

export const NEW_SMART_LINK = { fallback_url: '', tracking_domain_id: null, entries: [{ countries: [], device_types: [], oses: [], weight: 100 }] };
