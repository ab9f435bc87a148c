import { describe, expect, it } from 'vitest';
import { HttpError } from '../../providers/http/HttpError';
import { shouldRetry } from './queryClient';

describe('retrying a failed read', () => {
  it('never asks again after a 4xx, and up to three times after a 5xx or a network failure', () => {
    const answer = (status: number) => new HttpError('x', status, {}, { request: { method: 'GET', url: '/api/admin/x' } as never, response: null });
    expect([404, 403, 422, 401].map((status) => shouldRetry(0, answer(status)))).toEqual([false, false, false, false]);
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, answer(500)))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});
