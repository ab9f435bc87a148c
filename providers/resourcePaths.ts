import { resourceApis, type BatchName } from './resourceTables';

// Every resource's place in the API, read off its manifest (resources/<name>/index.ts, whose `api`
// is the `domain/<area>/access.ts` object the server's endpoint rows read too).

export type { BatchName };

const pick = <T>(of: (api: (typeof resourceApis)[string]) => T | undefined): Readonly<Record<string, T>> =>
  Object.freeze(Object.fromEntries(Object.entries(resourceApis).flatMap(([name, api]) => (of(api) === undefined ? [] : [[name, of(api)!]]))));

/** react-admin resource name → API path under /api/{role}. */
export const resourcePaths: Readonly<Record<string, string>> = pick((api) => api.path);

/** Resources whose single records are read elsewhere than `{list path}/{id}` (test/routeTable.test.ts). */
export const recordPaths: Readonly<Record<string, string>> = pick((api) => api.record);

/** Resources whose new records are posted elsewhere than `{list path}`. */
export const createPaths: Readonly<Record<string, string>> = pick((api) => api.create);

/** Resource → its named batches → path. */
export const batchPaths: Readonly<Record<string, Readonly<Record<string, string>>>> = pick((api) => api.batch);

/** The batch's path for a resource, or undefined when the resource has no such batch. */
export function batchPath(resource: string, batch: string): string | undefined {
  return batchPaths[resource]?.[batch];
}
