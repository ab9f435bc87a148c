import type { Envelope, HttpClient } from './http/types';

/** The /dashboard/* calls (docs/api.md, Dashboard), added to the dataProvider. */
export interface DashboardCalls {
  /** `POST /dashboard/{path}` with a filter body; the answer's data */
  dashboardPost<T>(path: string, body: object, signal?: AbortSignal): Promise<T>;
  /** `GET /dashboard/{path}` */
  dashboardGet<T>(path: string, signal?: AbortSignal): Promise<T>;
}

const url = (path: string) => `/dashboard/${path.replace(/^\/+/, '')}`;

export function createDashboardCalls(http: HttpClient): DashboardCalls {
  return {
    async dashboardPost<T>(path: string, body: object, signal?: AbortSignal) {
      return (await http.request<Envelope<T>>('POST', url(path), { body, signal })).json.data;
    },
    async dashboardGet<T>(path: string, signal?: AbortSignal) {
      return (await http.request<Envelope<T>>('GET', url(path), { signal })).json.data;
    },
  };
}
