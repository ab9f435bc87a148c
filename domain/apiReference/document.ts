/**
 * The public API's reference, shared by the server that writes it and the screen that shows it:
 * where it is served and the roles whose calls it documents (spec 4 §8).
 */
export const OPENAPI_DOCUMENT_PATH = '/api/v1/openapi.json';

/** The roles that call the API with keys of their own: the network's partners. */
export const API_KEY_ROLES = ['affiliate', 'advertiser'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/** What the reference screen reads of an operation (the rest of OpenAPI 3.1 it passes by). */
export interface ReferenceOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Array<{ apiKey: string[] }>;
  parameters: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: { 'application/json': { schema: ReferenceSchema } } };
  'x-feature'?: string;
}

export interface ReferenceSchema {
  type?: string | string[];
  properties?: Record<string, ReferenceSchema>;
  required?: string[];
  anyOf?: ReferenceSchema[];
  enum?: unknown[];
  const?: unknown;
  items?: ReferenceSchema;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
}

export interface ReferenceDocument {
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; 'x-role': ApiKeyRole }>;
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', ReferenceOperation>>>;
}
