import type { ReferenceSchema } from '../../domain/apiReference/document';

/** One line of the reference's field tables: a notes entry is a message key under `security.api_reference` and its values. */
export interface FieldLine {
  name: string;
  where?: string;
  type: string;
  required: boolean;
  notes: Array<{ key: string; args?: Record<string, unknown> }>;
}

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** A JSON Schema's type in a few words: `integer`, `string | null`, `"lead" | "ftd"`, `array of integer`. */
export function describeSchema(schema: ReferenceSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return shown(schema.const);
  if (schema.enum) return schema.enum.map(shown).join(' | ');
  if (schema.anyOf) return [...new Set(schema.anyOf.map(describeSchema))].join(' | ');
  if (schema.type === 'array') return `array of ${describeSchema(schema.items)}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'any';
}

/** The limits a schema states, as notes (the first of its variants that states any, for a union). */
function notesOf(schema: ReferenceSchema): FieldLine['notes'] {
  const notes: FieldLine['notes'] = [];
  if (schema.default !== undefined) notes.push({ key: 'default', args: { value: shown(schema.default) } });
  const bounded = [schema, ...(schema.anyOf ?? [])].find((s) => s.minimum !== undefined || s.maximum !== undefined || s.maxLength !== undefined);
  if (bounded?.minimum !== undefined && bounded.maximum !== undefined) notes.push({ key: 'range', args: { min: bounded.minimum, max: bounded.maximum } });
  else if (bounded?.minimum !== undefined) notes.push({ key: 'min', args: { min: bounded.minimum } });
  else if (bounded?.maximum !== undefined) notes.push({ key: 'max', args: { max: bounded.maximum } });
  if (bounded?.maxLength !== undefined) notes.push({ key: 'max_length', args: { max: bounded.maxLength } });
  return notes;
}

/** A body's fields, in the schema's order: name, type, whether it is required and its limits. */
export function fieldsOf(schema: ReferenceSchema): FieldLine[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, type: describeSchema(s), required: required.has(name), notes: notesOf(s) }));
}
