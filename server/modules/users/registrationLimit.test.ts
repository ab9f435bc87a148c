import { describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { TOO_MANY_REGISTRATIONS } from './registrationRoutes';

const t = serverAppPerFile({ REGISTRATION_MAX_PER_ADDRESS: '2' });

const register = (email: string, ip: string) =>
  t.call('POST', '/api/registration/first-time', {
    headers: { 'X-Test-Ip': ip },
    body: { email, first_name: 'Rate', last_name: 'Limit', password: 'limit-pass-1', password_confirmation: 'limit-pass-1' },
  });

describe('registrations per address', () => {
  it('answers 429 after the hourly limit of one address, and lets other addresses through', async () => {
    expect((await register('limit1@example.com', '198.51.100.20')).status).toBe(201);
    expect((await register('limit2@example.com', '198.51.100.20')).status).toBe(201);
    const third = await register('limit3@example.com', '198.51.100.20');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ success: false, message: TOO_MANY_REGISTRATIONS });
    expect((await register('limit3@example.com', '198.51.100.21')).status).toBe(201);
  });
});
