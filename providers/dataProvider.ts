import type { DataProvider, Identifier, RaRecord, SortPayload } from 'ra-core';
import { batchPath } from './resourcePaths';
import { HttpError } from './http/HttpError';
import type { Envelope, HttpClient, HttpResponse, Query } from './http/types';

export const TOTAL_COUNT_HEADER = 'X-Pagination-Total-Count';
/** Sent instead of the total by lists too large to count (the click log): whether another page follows. */
export const HAS_MORE_HEADER = 'X-Pagination-Has-More';
/** `true` beside a total that stopped counting (the big user lists past 10 000): more than the total match. */
export const TOTAL_CAPPED_HEADER = 'X-Pagination-Total-Count-Capped';
const DEFAULT_PER_PAGE = 20;

/** react-admin's sort as the API's: 'field' ascending, '-field' descending, nothing when cleared (R64–R66). */
export function toApiSort(sort: SortPayload | undefined): string | undefined {
  if (!sort?.field) return undefined;
  return sort.order === 'DESC' ? `-${sort.field}` : sort.field;
}

function totalOf(response: HttpResponse<unknown>, fallback: number): number {
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? NaN : Number.parseInt(header, 10);
  return Number.isFinite(total) ? total : fallback;
}

/**
 * react-admin's dataProvider over our API (docs/frontend-contract.md): list is `POST {path}/list`
 * with `{ page, per_page, sort, ...filter }`, single records under `{path}/{id}`.
 * `resourcePaths` maps a resource name to its API path, e.g. `{ languages: '/dictionary/languages' }`.
 */
export function createDataProvider(
  http: HttpClient,
  resourcePaths: Readonly<Record<string, string>>,
  /** where a resource's single records live when not under its list path (a user of any list is `/user_profiles/{id}`) */
  recordPaths: Readonly<Record<string, string>> = {},
  /** where a resource's new records are posted when not to its list path (an advertiser) */
  createPaths: Readonly<Record<string, string>> = {},
): DataProvider {
  const pathOf = (resource: string): string => {
    const path = resourcePaths[resource];
    if (path === undefined) throw new Error(`No API path for resource "${resource}".`);
    return path.replace(/\/+$/, '');
  };
  const itemPath = (resource: string, id: Identifier) => `${recordPaths[resource]?.replace(/\/+$/, '') ?? pathOf(resource)}/${encodeURIComponent(String(id))}`;

  async function list(resource: string, params: { pagination?: { page: number; perPage: number }; sort?: SortPayload; filter?: unknown; signal?: AbortSignal }) {
    const page = Number(params.pagination?.page ?? 1);
    const perPage = Number(params.pagination?.perPage ?? DEFAULT_PER_PAGE);
    const filter = params.filter && typeof params.filter === 'object' ? params.filter : {};
    const body = { page, per_page: perPage, sort: toApiSort(params.sort), ...filter };
    const response = await http.request<Envelope<RaRecord[]>>('POST', `${pathOf(resource)}/list`, { body, signal: params.signal });
    const data = response.json?.data ?? [];
    const hasMore = response.headers.get(HAS_MORE_HEADER);
    // react-admin's partial pagination: previous and next, no page count
    if (hasMore !== null && response.headers.get(TOTAL_COUNT_HEADER) === null) return { data, pageInfo: { hasNextPage: hasMore === 'true', hasPreviousPage: page > 1 } };
    const total = totalOf(response, (page - 1) * perPage + data.length);
    // sums over every matching row that a list answers beside its rows (click billing): the list's meta.totals
    const totals: unknown = (response.json as { totals?: unknown } | null)?.totals;
    const extra = totals === undefined ? {} : { totals };
    // more than `total` match: react-admin pages one past it, the pager reads "of 10 000+" (meta.totalCapped)
    if (response.headers.get(TOTAL_CAPPED_HEADER) === 'true') return { data, total: total + 1, meta: { totalCapped: total, ...extra } };
    return totals === undefined ? { data, total } : { data, total, meta: extra };
  }

  async function options(resource: string, signal?: AbortSignal) {
    const response = await http.request<Envelope<RaRecord[]>>('GET', `${pathOf(resource)}/options`, { signal });
    const data = response.json?.data ?? [];
    return { data, total: data.length };
  }

  async function getOne(resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
    const response = await http.request<Envelope<RaRecord>>('GET', itemPath(resource, id), { signal });
    return response.json.data;
  }

  async function update(resource: string, id: Identifier, data: unknown): Promise<RaRecord> {
    const response = await http.request<Envelope<RaRecord>>('PUT', itemPath(resource, id), { body: data });
    return response.json.data;
  }

  /** `meta.query` of a delete call goes to the query string (e.g. a rule's `tracking_domain_id`). */
  async function remove(resource: string, id: Identifier, query?: Query): Promise<void> {
    const response = await http.request<Envelope<unknown> | null>('DELETE', itemPath(resource, id), query ? { query } : undefined);
    if (response.json?.success === true) return;
    const error = new HttpError(response.json?.message || 'ra.notification.http_error', response.status, response.json, {
      request: response.request,
      response: response.response,
    });
    console.error(`[data] DELETE ${response.request.url} did not report success`, error);
    throw error;
  }

  // The generic signatures of DataProvider cannot be met without casts: the API is untyped JSON.
  return {
    supportAbortSignal: true,
    /** `meta.options`: the resource's short choice list, `GET {path}/options` (e.g. the active managers as `{ id, name }`). */
    getList: (resource, params) => (params.meta?.options === true ? options(resource, params.signal) : list(resource, params)) as never,
    getManyReference: (resource, params) =>
      list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,
    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id, params.signal)) as never }),
    getMany: async (resource, params) => ({
      data: (await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal)))) as never,
    }),
    create: async (resource, params) => {
      const response = await http.request<Envelope<RaRecord>>('POST', createPaths[resource] ?? pathOf(resource), { body: params.data });
      return { data: response.json.data as never };
    },
    update: async (resource, params) => ({ data: (await update(resource, params.id, params.data)) as never }),
    /** `meta.batch` names one batch endpoint (providers/resourcePaths.ts): `{ ids, ...data }` in one call, all or nothing. */
    updateMany: async (resource, params) => {
      const batch = params.meta?.batch as string | undefined;
      if (batch !== undefined) {
        const path = batchPath(resource, batch);
        if (path === undefined) throw new Error(`No batch "${batch}" for resource "${resource}".`);
        const response = await http.request<Envelope<{ ids?: Identifier[] } | null>>('POST', path, { body: { ids: params.ids, ...params.data } });
        return { data: (response.json.data?.ids ?? params.ids) as never };
      }
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await remove(resource, params.id, params.meta?.query as Query | undefined);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => remove(resource, id, params.meta?.query as Query | undefined)));
      return { data: params.ids };
    },
  };
}
