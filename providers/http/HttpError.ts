import { HttpError as RaHttpError } from 'ra-core';
import type { HttpRequestInfo } from './types';

export interface HttpErrorDetails {
  request: HttpRequestInfo;
  /** null when no answer came back (time-out, network failure). */
  response: Response | null;
  /** True when the client already dealt with it (toast shown, 401 handed off, or silent by rule). */
  handled?: boolean;
  cause?: unknown;
}

/**
 * react-admin's HttpError (so its forms pick up `body.errors` on 422) plus what was sent and
 * what came back.
 */
export class HttpError<Body = unknown> extends RaHttpError {
  declare status: number;
  declare body: Body;
  readonly request: HttpRequestInfo;
  readonly response: Response | null;
  readonly handled: boolean;

  constructor(message: string, status: number, body: Body, details: HttpErrorDetails) {
    super(message, status, body);
    // ra-core's constructor pins the prototype to its own class; restore the subclass chain.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'HttpError';
    this.request = details.request;
    this.response = details.response;
    this.handled = details.handled ?? false;
    if (details.cause !== undefined) this.cause = details.cause;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
