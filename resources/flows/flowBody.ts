import type { OrderRow } from './flowOrder';

export interface CapacityCell {
  integration_id: number;
  country: string;
  daily: number;
}

/** The form's values as the API's FlowInput: the whole flow; capacities only of integrations still in it. */
export function toFlowBody(data: Record<string, unknown>): Record<string, unknown> {
  const rows = (data.integrations as OrderRow[] | undefined) ?? [];
  const inFlow = new Set(rows.map((r) => r.integration_id));
  const cells = (data.capacities as CapacityCell[] | undefined) ?? [];
  return {
    name: data.name,
    status: data.status,
    offer_ids: (data.offer_ids as number[] | undefined) ?? [],
    integrations: rows.map((r) => ({ integration_id: r.integration_id, priority: r.priority, weight: Number(r.weight) })),
    reinjection: reinjectionOf(data.reinjection),
    capacities: cells.filter((c) => inFlow.has(c.integration_id)).map(({ integration_id, country, daily }) => ({ integration_id, country, daily })),
  };
}

export const NEW_FLOW = { status: -2, offer_ids: [], integrations: [], capacities: [], countries: [], reinjection: null };

/** The schedule as the API takes it: null when off, whole numbers when on. */
function reinjectionOf(value: unknown): { every_minutes: number; rounds: number; window_hours: number } | null {
  if (value === null || value === undefined || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  return { every_minutes: Number(v.every_minutes), rounds: Number(v.rounds), window_hours: Number(v.window_hours) };
}
