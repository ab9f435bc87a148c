import type { Endpoint } from '../../http/types';
import { OPENAPI_DOCUMENT_PATH } from '../../../domain/apiReference/document';

/** The document, written by the app from its own route table on the first call (server/app.ts). */
export const apiReferenceEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: OPENAPI_DOCUMENT_PATH.replace(/^\/api/, ''),
    access: { kind: 'public' },
    summary: 'This document: the OpenAPI 3.1 reference of the public API',
    handler: (c) => c.json(c.var.deps.apiReference!()),
  },
];
