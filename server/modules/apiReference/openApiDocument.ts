import { z } from 'zod';
import type { Endpoint, Role } from '../../http/types';
import { hasRoleSegment } from '../../http/endpointPath';
import { endpointReads } from '../../http/readOnly';
import { LEADS_V1_PATH } from '../../../domain/leads/access';
import { API_KEY_ROLES, type ApiKeyRole } from '../../../domain/apiReference/document';

type JsonSchema = Record<string, unknown>;

/** The rows the API reference documents for a role: its calls an API key may make. */
export function documentedFor(endpoints: readonly Endpoint[], role: ApiKeyRole): Endpoint[] {
  return endpoints.filter((e) => e.access.kind === 'roles' && e.access.roles.includes(role as Role) && !e.sessionOnly);
}

/** The path as the document names it: `/api/{role}/offers/{id}` for `/offers/:id`. */
export const openApiPath = (e: Endpoint, role: ApiKeyRole) =>
  `${hasRoleSegment(e) ? `/api/${role}` : '/api'}${e.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;

/** The JSON Schema of what a client sends (input side: defaults optional, transforms ignored). */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** The key's scopes a call needs: read for reads, write for changes, write and leads to send a lead. */
export function scopesOf(e: Endpoint): string[] {
  if (endpointReads(e)) return ['read'];
  const sendsLead = e.method === 'POST' && (e.path === LEADS_V1_PATH || e.path === '/leads');
  return sendsLead ? ['write', 'leads'] : ['write'];
}

const idLike = (name: string) => name === 'id' || name.endsWith('_id') || name.endsWith('Id');

function parametersOf(e: Endpoint): JsonSchema[] {
  const inPath = [...e.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => ({
    name: m[1]!,
    in: 'path',
    required: true,
    schema: idLike(m[1]!) ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
  if (!e.query) return inPath;
  const query = jsonSchemaOf(e.query);
  const required = new Set((query.required as string[] | undefined) ?? []);
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  return [...inPath, ...Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
}

function successOf(e: Endpoint): JsonSchema {
  if (e.path.endsWith('/export-csv')) return { description: 'The rows as CSV.', content: { 'text/csv': { schema: { type: 'string' } } } };
  if (e.path.endsWith('/file')) return { description: 'The PDF file.', content: { 'application/pdf': { schema: { type: 'string', contentEncoding: 'binary' } } } };
  return { description: 'The answer: `{ "success": true, "data": … }`; a list’s count and pages are in the `X-Pagination-*` headers.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } } };
}

const REFUSALS = {
  '401': { description: 'No key, or a key that is unknown, revoked or expired.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } },
  '403': { description: 'The key’s owner lacks the permission, the feature is off, or the key’s scope does not allow the call.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } },
  '404': { description: 'Not found, or not yours.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } },
  '429': {
    description: 'Too many requests with this key this minute.',
    headers: { 'Retry-After': { description: 'Seconds to wait before the next call.', schema: { type: 'integer' } } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
  },
};

function operationOf(e: Endpoint, role: ApiKeyRole, segmentTag: string): JsonSchema {
  const responses: Record<string, unknown> = { '2XX': successOf(e), ...REFUSALS };
  if (e.body || e.query || e.path.includes('/:')) {
    responses['422'] = { description: 'A value is refused: one message per field.', content: { 'application/json': { schema: { $ref: '#/components/schemas/FieldErrors' } } } };
  }
  const access = e.access.kind === 'roles' ? e.access : undefined;
  return {
    operationId: `${role}_${e.method.toLowerCase()}_${e.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
    summary: e.summary ?? `${e.method} ${e.path}`,
    tags: [segmentTag],
    security: [{ apiKey: scopesOf(e) }],
    parameters: parametersOf(e),
    ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(e.body) } } } } : {}),
    responses,
    ...(access?.feature ? { 'x-feature': access.feature } : {}),
  };
}

/** `reports` for `/reports/traffic`: the reference groups a role's calls by what they are about. */
const firstSegment = (path: string) => path.split('/').find((s) => s !== '' && s !== 'v1') ?? 'api';

/**
 * The OpenAPI 3.1 document of the public API: every call an affiliate's or advertiser's API key may
 * make, from the route table itself, each body and query described by the zod schema its row
 * declares (the one its handler validates with).
 */
export function openApiDocument(endpoints: readonly Endpoint[], info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: Array<{ name: string; 'x-role': ApiKeyRole }> = [];
  for (const role of API_KEY_ROLES) {
    for (const e of documentedFor(endpoints, role)) {
      const tag = `${role}: ${firstSegment(e.path)}`;
      if (!tags.some((t) => t.name === tag)) tags.push({ name: tag, 'x-role': role });
      const path = openApiPath(e, role);
      paths[path] = { ...paths[path], [e.method.toLowerCase()]: operationOf(e, role, tag) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Every call an affiliate or advertiser may make with an API key (Account → Security → API keys). Send the key as `Authorization: Bearer <key>`. A `read` key may only read; a `write` key may change too; sending leads takes a `write` key with the `leads` scope. Each key has a limit of requests per minute: past it the answer is 429 with `Retry-After`.',
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key made under Account → Security → API keys.' } },
      schemas: {
        Success: { type: 'object', required: ['success'], properties: { success: { const: true }, data: {} } },
        Refusal: { type: 'object', required: ['success', 'message'], properties: { success: { const: false }, message: { type: 'string' } } },
        FieldErrors: {
          type: 'array',
          items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  };
}
