import { describe, expect, it } from 'vitest';
import { raTypeOf, toastDuration, TOAST_KINDS } from './durations';

describe('toast durations (R75, R77, R80, R82, R83)', () => {
  it('accepts the six kinds', () => {
    expect(TOAST_KINDS).toEqual(['info', 'error', 'warning', 'success', 'accent', 'remove']);
    expect(TOAST_KINDS.map(raTypeOf)).toEqual(['info', 'error', 'warning', 'success', 'info', 'warning']);
  });

  it('keeps info, error and remove 300 000 ms, others 5000 ms', () => {
    expect(TOAST_KINDS.map((k) => toastDuration(k))).toEqual([300_000, 300_000, 5000, 5000, 5000, 300_000]);
  });

  it('caps the accent toast’s configured time at 300 000 ms', () => {
    expect(toastDuration('accent', 12_000)).toBe(12_000);
    expect(toastDuration('accent', 900_000)).toBe(300_000);
  });
});
