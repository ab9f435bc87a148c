import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The profile page against the real API: PUT /me.
const harness = setupRoleAppHarness();

const me = async () => {
  const { testApp } = harness;
  const res = await testApp.call('GET', '/api/manager/me', { cookie: await testApp.cookieFor('manager') });
  return (await res.json()).data;
};

describe('profile page', () => {
  it('is reached from the user menu, and saves name, time zone and notifications', async () => {
    await harness.renderApp('manager', '/', { shell: true });
    await userEvent.click(await screen.findByRole('button', { name: /profile/i }));
    expect(await screen.findByRole('menuitem', { name: 'Theme' })).toHaveAttribute('href', '/manager/d/theme');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Mira');
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Kolkata');
    await userEvent.click(await screen.findByRole('option', { name: /Asia\/Kolkata/ }));
    // the first group is the e-mail notifications, the second the in-app alerts
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'A tracking domain is removed' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile was saved.');
    await waitFor(async () => expect(await me()).toMatchObject({ first_name: 'Mira', time_zone: 'Asia/Kolkata' }));
    expect((await me()).email_notifications).toEqual(['country_capacity_reached']);
  });
});
