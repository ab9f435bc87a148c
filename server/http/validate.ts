import type { z } from 'zod';
import { HTTPException } from 'hono/http-exception';
import type { FieldError } from './respond';
import type { Ctx } from './types';

/** Thrown by parsers; the app's error handler answers it as 422 with the field list. */
export class ValidationError extends Error {
  constructor(readonly errors: FieldError[]) {
    super('Validation failed');
  }
}

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

/** The JSON body, or {} for an empty one; malformed JSON is a 400, never a 500. */
export async function readJson(c: Ctx): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HTTPException(400, { message: 'The request body is not valid JSON.' });
  }
}

export async function parseBody<S extends z.ZodType>(c: Ctx, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJson(c));
}

/** A positive integer id from the path, else 404 (a non-numeric id names nothing). */
export function idParam(c: Ctx, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new HTTPException(404, { message: 'Not found.' });
  return id;
}
