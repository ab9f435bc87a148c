import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../server/modules/users/userRepository';
import { withStoredKeys } from '../../test/permissionToggles';
import { setupApiHarness } from '../../test/ui/apiHarness';
import { RoleDefaultsSections } from './RoleDefaultsSections';

const harness = setupApiHarness();

const open = async (title: string) => {
  await userEvent.click(await screen.findByRole('button', { name: title }));
  return within(await screen.findByRole('region', { name: title }));
};

describe('defaults for new users on the permission settings page', () => {
  it('an administrator ticks a manager default, saves it, and a manager created afterwards holds it', async () => {
    await harness.renderAs('admin', <RoleDefaultsSections />);
    const section = await open('Defaults for new managers');
    const ban = await section.findByRole('checkbox', { name: 'Ban and unban users' });
    expect(ban).not.toBeChecked();
    expect(section.getByRole('checkbox', { name: 'View users' })).toBeChecked();
    await userEvent.click(ban);
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Defaults saved. Users created from now on get them.')).toBeInTheDocument();
    await waitFor(() => expect(section.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(ban).toBeChecked();

    const t = harness.testApp;
    const body = { email: 'after-defaults@example.com', first_name: 'New', last_name: 'Manager', user_type: 1, password: 'manager-pass-1', password_confirmation: 'manager-pass-1' };
    expect((await t.call('POST', '/api/admin/user_profiles', { cookie: await t.cookieFor('admin'), body })).status).toBe(201);
    const created = await findUserByEmail(t.database.db, 'after-defaults@example.com');
    expect(created!.permissions).toEqual(expect.arrayContaining(['UI_UserOperations_Ban', 'UI_UserOperations_View']));
  });

  it('keeps an unsaved tick when the section is closed and opened again, until Cancel', async () => {
    await harness.renderAs('admin', <RoleDefaultsSections />);
    const section = await open('Defaults for new managers');
    // whatever the defaults hold now (a test before may have saved it), the tick is turned over
    const saved = (await section.findByRole('checkbox', { name: 'Ban and unban users' })) as HTMLInputElement;
    const wasTicked = saved.checked;
    await userEvent.click(saved);
    // closing the section takes its body out of the page; opening it draws the body anew
    await userEvent.click(screen.getByRole('button', { name: 'Defaults for new managers' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Defaults for new managers' })).not.toBeInTheDocument());
    const again = await open('Defaults for new managers');
    expect(((await again.findByRole('checkbox', { name: 'Ban and unban users' })) as HTMLInputElement).checked).toBe(!wasTicked);
    expect(again.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await userEvent.click(again.getByRole('button', { name: 'Cancel' }));
    expect((again.getByRole('checkbox', { name: 'Ban and unban users' }) as HTMLInputElement).checked).toBe(wasTicked);
    expect(again.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows the affiliate and administrator defaults in their own sections', async () => {
    await harness.renderAs('admin', <RoleDefaultsSections />);
    const affiliates = await open('Defaults for new affiliates');
    expect(await affiliates.findByRole('checkbox', { name: 'Basic report' })).toBeChecked();
    expect(affiliates.queryByRole('checkbox', { name: 'View users' })).not.toBeInTheDocument();
    const admins = await open('Defaults for new administrators');
    expect(await admins.findByRole('checkbox', { name: 'Set registration to Open' })).toBeChecked();
  });

  it("is read-only without that role's Manage key", async () => {
    await withStoredKeys(harness.testApp, 'admin@example.com', (held) => held.filter((k) => k !== 'UI_PermissionSettings_ManageManager'), async () => {
      await harness.renderAs('admin', <RoleDefaultsSections />);
      const section = await open('Defaults for new managers');
      expect(await section.findByText('You can see these permissions but not change them.')).toBeInTheDocument();
      expect(section.getByRole('checkbox', { name: 'View users' })).toBeDisabled();
    });
  });

  it('is not shown to a manager', async () => {
    await harness.renderAs('manager', <RoleDefaultsSections />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Defaults for new managers' })).not.toBeInTheDocument();
  });
});
