export interface FieldMessage {
  field: string;
  message: string;
}

export function isFieldMessageList(value: unknown): value is FieldMessage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as FieldMessage).field === 'string' &&
        typeof (item as FieldMessage).message === 'string',
    )
  );
}

/** 'profile.email' → 'email'; a field without a prefix has no stripped form. */
export function stripFieldPrefix(field: string): string | null {
  const dot = field.lastIndexOf('.');
  return dot >= 0 && dot < field.length - 1 ? field.slice(dot + 1) : null;
}

/**
 * A 422 list as react-admin's `body.errors` record (spec 1 §5, R190, R191, R193): each message
 * under its field and under the prefix-stripped field; repeats merged once, joined by '\n'.
 */
export function mapValidationErrors(items: readonly FieldMessage[]): Record<string, string> {
  const byField = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const messages = byField.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byField.set(field, messages);
  };
  for (const { field, message } of items) {
    add(field, message);
    const stripped = stripFieldPrefix(field);
    if (stripped && stripped !== field) add(stripped, message);
  }
  return Object.fromEntries([...byField].map(([field, messages]) => [field, messages.join('\n')]));
}

/** Every distinct message once, for callers that show the error outside a form. */
export const joinMessages = (items: readonly FieldMessage[]) => [...new Set(items.map((item) => item.message))].join('\n');
