import type { FieldError } from './http/respond';

/**
 * The server's one error path: routes, services and repositories THROW these, and the app's error
 * handler (app.ts, `answerError`) turns them into answers in one place — a refusal as
 * `{ success: false, message }` with its status, field errors as 422 with the field list.
 */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    message: string,
  ) {
    super(message);
  }
}

export class NotFound extends Refusal {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class Forbidden extends Refusal {
  constructor(message: string) {
    super(403, message);
  }
}

export class Conflict extends Refusal {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequests extends Refusal {
  constructor(message: string) {
    super(429, message);
  }
}

/** Thrown by parsers and checks: answered as 422 with the field list. */
export class ValidationError extends Error {
  constructor(readonly errors: FieldError[]) {
    super('Validation failed');
  }
}

/** One field refused: `throw fieldError('email', 'This e-mail is already taken.')`. */
export const fieldError = (field: string, message: string) => new ValidationError([{ field, message }]);
