import { describe, expect, it } from 'vitest';
import { noBrokerReason, traceLines } from './traceWords';

const steps = [
  { integration_id: 7, name: 'FX Prime — EU desk', verdict: 'refused', reason: 'http_error', detail: 'HTTP 400' },
  { integration_id: 9, name: 'CoinVault', verdict: 'timeout', reason: 'timeout' },
  { integration_id: 3, name: 'Night desk', verdict: 'skipped', reason: 'hours', detail: 'closed: Sat 14:05 in Europe/Berlin' },
];

describe('a routing trace in plain words', () => {
  it('names the desks and their details for staff, in both languages', () => {
    expect(traceLines(steps, 'en', true)).toEqual([
      'FX Prime — EU desk: refused the lead (HTTP 400)',
      'CoinVault: did not answer in time',
      'Night desk: outside its working hours (closed: Sat 14:05 in Europe/Berlin)',
    ]);
    expect(traceLines(steps, 'ru', true)[2]).toBe('Night desk: вне рабочих часов (closed: Sat 14:05 in Europe/Berlin)');
  });

  it('numbers the desks for the affiliate, without their names or details', () => {
    expect(traceLines(steps, 'en', false)).toEqual(['Broker 1: refused the lead', 'Broker 2: did not answer in time', 'Broker 3: outside its working hours']);
    expect(noBrokerReason(steps, 'ru')).toBe('Ни один брокер не принял лид: Брокер 1: отклонил лид; Брокер 2: не ответил вовремя; Брокер 3: вне рабочих часов.');
    expect(noBrokerReason([], 'en')).toBe('No broker took the lead: the flow has no integration for it.');
  });
});
