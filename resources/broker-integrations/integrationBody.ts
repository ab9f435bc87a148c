const FIELDS = [
  'advertiser_id', 'name', 'kind', 'endpoint', 'method', 'headers', 'body_template', 'success_path', 'lead_id_path',
  'autologin_path', 'status_pull', 'status_map', 'lookback_days', 'timeout_ms', 'time_zone', 'working_hours', 'countries', 'languages', 'status', 'epl_price',
] as const;

type Span = { from?: string; to?: string };

/** The form's values as the API's IntegrationInput: only its fields; no status pull without its endpoint; the status mapping as { status, group }; days without hours left out. */
export function toIntegrationBody(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of FIELDS) if (key in data) body[key] = data[key];
  const pull = data.status_pull as { endpoint?: string; every_minutes?: number; status_path?: string | null } | null | undefined;
  if ('status_pull' in data) body.status_pull = pull?.endpoint ? { endpoint: pull.endpoint, every_minutes: Number(pull.every_minutes ?? 15), status_path: pull.status_path ?? '' } : null;
  if (Array.isArray(data.status_map)) body.status_map = (data.status_map as { status?: string; group?: string }[]).map((m) => ({ status: m.status ?? '', group: m.group ?? '' }));
  if (data.headers) body.headers = (data.headers as { name?: string; value?: string; secret?: boolean }[]).map((h) => ({ name: h.name ?? '', value: h.value ?? '', secret: Boolean(h.secret) }));
  if (data.working_hours) {
    const hours: Record<string, Span[]> = {};
    for (const [day, spans] of Object.entries(data.working_hours as Record<string, Span[] | null>)) if (spans?.length) hours[day] = spans;
    body.working_hours = hours;
  }
  return body;
}
