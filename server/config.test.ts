import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('reads numbers written in decimal digits, and the defaults where none is set', () => {
    const config = readConfig({ PORT: '8080', OUTGOING_TIMEOUT_MS: '2500', SESSION_CACHE_MS: '0' });
    expect(config.port).toBe(8080);
    expect(config.outgoingTimeoutMs).toBe(2500);
    expect(config.sessionCacheMs).toBe(0);
    expect(readConfig({}).outgoingTimeoutMs).toBe(10_000);
  });

  it('refuses a number that is not decimal digits within its range, rather than coercing it', () => {
    for (const value of ['0x10', '1e3', ' 5', 'true', '2.5', '-3'])
      expect(() => readConfig({ PORT: value }), value).toThrow();
    expect(() => readConfig({ OUTGOING_TIMEOUT_MS: '999' })).toThrow();
    expect(() => readConfig({ OUTGOING_TIMEOUT_MS: '60001' })).toThrow();
  });
});
