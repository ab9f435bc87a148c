import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../providers/http/HttpError';

/** How often a failed read is asked again: react-query's three times, but never for a 4xx answer. */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
  return failures < 3;
}

/**
 * The role app's query client. A 4xx is the server's final word (an unknown record, a refused
 * filter, a missing key): the screen reacts at once (an unknown record's page goes back to its list)
 * instead of after three retries and seven seconds of back-off.
 */
export const createAppQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
