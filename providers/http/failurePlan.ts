import { isFieldMessageList, joinMessages, mapValidationErrors, type FieldMessage } from './validationErrors';

/** Status used for a request the client gave up on (spec 1 §8). */
export const TIMEOUT_STATUS = 524;
/** Status used when no answer arrived at all (network failure). */
export const NETWORK_STATUS = 0;

export const ERROR_KEYS = {
  accessDenied: 'app.errors.access_denied',
  internal: 'app.errors.internal',
  generic: 'ra.notification.http_error',
} as const;

export interface ValidationBody {
  errors: Record<string, string>;
  items: FieldMessage[];
}

/** What the client does with one failed answer: the error catalogue of spec 1 §8 as data. */
export interface FailurePlan {
  message: string;
  body: unknown;
  /** Error toast text (a message key or the server's own text). */
  toast?: string;
  unauthorized?: boolean;
  /** Nothing for the user to see (time-out). */
  quiet?: boolean;
}

export function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as { message?: unknown; data?: { message?: unknown } | null };
  if (typeof record.message === 'string' && record.message.trim()) return record.message;
  const nested = record.data?.message;
  return typeof nested === 'string' && nested.trim() ? nested : undefined;
}

export function planFailure(status: number, data: unknown): FailurePlan {
  switch (status) {
    case 401:
      return { message: serverMessage(data) ?? '', body: data, unauthorized: true };
    case 403: {
      const text = serverMessage(data) ?? ERROR_KEYS.accessDenied;
      return { message: text, body: data, toast: text };
    }
    case 422:
      if (isFieldMessageList(data)) {
        const body: ValidationBody = { errors: mapValidationErrors(data), items: data };
        return { message: joinMessages(data) || ERROR_KEYS.generic, body };
      }
      return { message: serverMessage(data) ?? ERROR_KEYS.generic, body: data };
    case 500:
      return { message: ERROR_KEYS.internal, body: data, toast: ERROR_KEYS.internal };
    case TIMEOUT_STATUS:
      return { message: '', body: data, quiet: true };
    default:
      return { message: serverMessage(data) ?? ERROR_KEYS.generic, body: data };
  }
}
