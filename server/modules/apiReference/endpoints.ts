import type { Endpoint } from '../../http/types';
import { OPENAPI_DOCUMENT_PATH } from '../../../domain/apiReference/document';
import { openApiDocument } from './openApiDocument';

/**
 * The public API's reference (spec 4 §8): the OpenAPI 3.1 document of every call an API key may
 * make, written from the route table it is given (the app's own, this row included).
 */
export function apiReferenceEndpoints(table: readonly Endpoint[]): Endpoint[] {
  // written once per app, on the first call (~70 ms): the table does not change while it runs
  let written: Record<string, unknown> | undefined;
  const reference: Endpoint = {
    method: 'GET',
    path: OPENAPI_DOCUMENT_PATH.replace(/^\/api/, ''),
    access: { kind: 'public' },
    summary: 'This document: the OpenAPI 3.1 reference of the public API',
    handler: (c) => c.json((written ??= openApiDocument([...table, reference], { title: 'Affiliate network API', version: '1' }))),
  };
  return [reference];
}
