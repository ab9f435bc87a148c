import type { z } from 'zod';
import { HTTPException } from 'hono/http-exception';
import type { FieldError } from './respond';
import { unstorableField, unstorableInUrl } from './storableText';
import type { AppEnv, Ctx } from './types';
import type { MiddlewareHandler } from 'hono';

import { ValidationError } from '../errors';

/** Thrown by parsers; the app's error handler answers it as 422 with the field list (server/errors.ts). */
export { ValidationError };

export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : 'body',
    message: issue.message,
  }));
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error));
  return result.data;
}

/** A parsed JSON body, remembered for the request by refuseUnstorableInput. */
const PARSED = Symbol('parsed JSON body');
type WithParsed = { [PARSED]?: unknown };

async function parseJsonBody(c: Ctx): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new HTTPException(400, { message: 'The request body is not valid JSON.' });
  }
  const problem = unstorableField(value);
  if (problem) throw new ValidationError([problem]);
  return value;
}

/**
 * The JSON body, or {} for an empty one; malformed JSON is a 400, never a 500. It was parsed and
 * checked once already by refuseUnstorableInput (every API request goes through it).
 */
export async function readJson(c: Ctx): Promise<unknown> {
  const holder = c.req as unknown as WithParsed;
  if (!(PARSED in holder)) holder[PARSED] = await parseJsonBody(c);
  return holder[PARSED];
}

/**
 * Text PostgreSQL cannot store is refused ONCE here for every API request, before any handler:
 * in the query string and the path, and in every string and key of a JSON body (nesting bounded)
 * — whether or not the endpoint reads that body — as a 422 naming the field. Handlers' own
 * schemas need not repeat it per field.
 */
export const refuseUnstorableInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  const problem = unstorableInUrl(new URL(c.req.url));
  if (problem) return c.json([problem], 422);
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJsonOrUntyped(c.req.header('content-type'))) await readJson(c);
  await next();
};

/** a body declared as something else (a file upload) is the endpoint's to read */
const isJsonOrUntyped = (type: string | undefined) => !type || /^application\/(.+\+)?json\b/i.test(type) || /^text\/plain\b/i.test(type);

export async function parseBody<S extends z.ZodType>(c: Ctx, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJson(c));
}

export const INT_MAX = 2_147_483_647;
export const SMALLINT_MAX = 32_767;

/** A positive integer id from the path, else 404 (a non-numeric id, or one beyond its column's type, names nothing). */
export function idParam(c: Ctx, name = 'id', max = INT_MAX): number {
  const raw = c.req.param(name) ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > max) throw new HTTPException(404, { message: 'Not found.' });
  return id;
}
