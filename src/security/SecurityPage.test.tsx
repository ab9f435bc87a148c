import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../server/auth/totp';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The personal security page and the admin's security log against the real API.
const harness = setupRoleAppHarness();

const call = async (method: string, path: string, who: string, body?: unknown) => {
  const { testApp } = harness;
  return testApp.call(method, path, { cookie: await testApp.cookieFor(who), body });
};

describe('the security page', () => {
  it('is reached from the user menu; turns two-factor sign-in on with the QR key and shows the recovery codes once, then off', async () => {
    await harness.renderApp('manager', '/', { shell: true });
    await userEvent.click(await screen.findByRole('button', { name: /profile|manager/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Security' }));
    expect(await screen.findByRole('heading', { name: 'Security', level: 2 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('img', { name: 'QR code of your two-factor key' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    const secret = screen.getByTestId('two-factor-secret').textContent ?? '';
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the app' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Code from the app' });
    await userEvent.clear(code);
    await userEvent.type(code, totpCode(secret, new Date()));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const codes = await screen.findByTestId('recovery-codes');
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect((await (await call('GET', '/api/manager/me/two-factor', 'manager')).json()).data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(await screen.findByText('Recovery codes left: 10')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    // the next step's code: the one just used is a replay
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code from the app' }), totpCode(secret, new Date(Date.now() + 30_000)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect((await (await call('GET', '/api/manager/me/two-factor', 'manager')).json()).data).toMatchObject({ enabled: false });
  });

  it('creates an API key shown once that works as a bearer token, lists it and revokes it', async () => {
    await harness.renderApp('affiliate', '/security');
    const card = (await screen.findByRole('heading', { name: 'API keys' })).closest('.MuiCard-root') as HTMLElement;
    expect(await within(card).findByText('No API keys yet.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Tracker sync');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const key = (await within(dialog).findByTestId('api-key-secret')).textContent ?? '';
    expect(key).toMatch(/^afn_/);
    const asKey = await harness.testApp.call('GET', '/api/affiliate/me', { headers: { authorization: `Bearer ${key}` } });
    expect(asKey.status).toBe(200);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(card).findByText('Tracker sync')).toBeInTheDocument();
    expect(within(card).getByText('Read only')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /delete/i }));
    const ask = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await userEvent.click(within(ask).getByRole('button', { name: /yes/i }));
    expect(await within(card).findByText('No API keys yet.')).toBeInTheDocument();
    expect((await harness.testApp.call('GET', '/api/affiliate/me', { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
  });

  it('lists where the user is signed in and signs out everywhere else', async () => {
    const other = await harness.testApp.cookieFor('affiliate');
    await harness.renderApp('affiliate', '/security');
    const card = (await screen.findByRole('heading', { name: 'Where you are signed in' })).closest('.MuiCard-root') as HTMLElement;
    expect(await within(card).findByText('This device')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getAllByRole('listitem').length).toBeGreaterThan(1));
    await userEvent.click(within(card).getByRole('button', { name: 'Sign out everywhere else' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out of every other device?' })).getByRole('button', { name: /yes/i }));
    expect(await within(card).findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect((await harness.testApp.call('GET', '/api/affiliate/me', { cookie: other })).status).toBe(401);
  });
});

describe('the admin’s security log', () => {
  it('shows sign-ins with their events in the interface language, filters by event, and sets the staff policy', async () => {
    await harness.testApp.call('POST', '/api/login', { body: { email: 'manager@example.com', password: 'wrong-password-1' } });
    await harness.renderApp('admin', '/security-log');
    expect((await screen.findAllByText('Sign-in failed')).length).toBeGreaterThan(0);
    const policy = await screen.findByRole('switch', { name: 'Require two-factor sign-in for administrators and managers' });
    await waitFor(() => expect(policy).toBeEnabled());
    expect(policy).not.toBeChecked();
    await userEvent.click(policy);
    await screen.findByText('Policy saved');
    expect((await (await call('GET', '/api/admin/security/policy', 'admin')).json()).data).toEqual({ require_two_factor_for_staff: true });
    await userEvent.click(screen.getByRole('combobox', { name: 'Event' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sign-in failed' }));
    await waitFor(() => expect(screen.queryAllByRole('cell', { name: 'Signed in' })).toHaveLength(0));
    expect(screen.getAllByRole('cell', { name: 'manager@example.com' }).length).toBeGreaterThan(0);
  });
});

describe('an event’s details in the security log', () => {
  it('reads in Russian: the keys and the values a program wrote are translated, the key’s name stays as typed', async () => {
    const created = await call('POST', '/api/affiliate/me/api-keys', 'affiliate', { name: 'Lead server', scope: 'write', leads: true });
    expect(created.status).toBe(201);
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', '/security-log');
    const cell = await screen.findByText(/Название: Lead server/);
    for (const part of [/Ключ: [0-9a-f-]+/, /Доступ: чтение и запись/, /Отправляет лиды: да/]) expect(cell.textContent).toMatch(part);
    expect(cell.textContent).not.toMatch(/scope|leads|write|key_id|true/);
  });
});
