import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../../test/ui/roleAppHarness';

const harness = setupRoleAppHarness();

const sideMenu = async () => {
  // the side menu is the role="menu" that holds the Dashboard entry
  const dashboard = await screen.findByRole('menuitem', { name: 'Dashboard' });
  return dashboard.closest('[role="menu"]') as HTMLElement;
};

describe('grouped side menu', () => {
  it('groups the admin back office and opens and closes a group', async () => {
    await harness.renderApp('admin', '/', { shell: true });
    const menu = await sideMenu();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toContainElement(menu);
    for (const title of ['User operations', 'Tracking', 'Dictionaries', 'Settings']) {
      expect(await within(menu).findByRole('group', { name: title })).toBeInTheDocument();
    }
    const dictionaries = within(menu).getByRole('group', { name: 'Dictionaries' });
    expect(within(dictionaries).getByRole('menuitem', { name: 'Languages' })).toBeInTheDocument();
    const offers = await within(menu).findByRole('group', { name: 'Offers' });
    expect(within(offers).getByRole('menuitem', { name: 'Offer requests' })).toBeInTheDocument();

    const toggle = within(menu).getByRole('menuitem', { name: 'Dictionaries', expanded: true });
    await userEvent.click(toggle);
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'Languages' })).not.toBeInTheDocument());
    expect(within(menu).getByRole('menuitem', { name: 'Dictionaries', expanded: false })).toBeInTheDocument();
  });

  it('keeps the group of the page on screen open and marks its entry', async () => {
    localStorage.setItem('RaStore.menu.group.tracking', 'false');
    await harness.renderApp('admin', '/tracking-domains', { shell: true });
    const menu = await sideMenu();
    const entry = await within(menu).findByRole('menuitem', { name: 'Tracking domains' });
    expect(entry).toHaveAttribute('aria-current', 'page');
  });

  it('gives a manager only the groups they may use', async () => {
    await harness.renderApp('manager', '/', { shell: true });
    const menu = await sideMenu();
    expect(await within(menu).findByRole('group', { name: 'User operations' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Managers' })).not.toBeInTheDocument();
  });

  it('gives the affiliate their work and profile, not a permission list', async () => {
    await harness.renderApp('affiliate', '/', { shell: true });
    const menu = await sideMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/affiliate/d/profile');
    expect(within(menu).queryByRole('menuitem', { name: /permissions/i })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('group')).not.toBeInTheDocument();
  });

  it('names the groups in Russian', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', '/', { shell: true });
    const menu = (await screen.findByRole('menuitem', { name: 'Панель управления' })).closest('[role="menu"]') as HTMLElement;
    for (const title of ['Пользователи', 'Трекинг', 'Справочники', 'Настройки']) {
      expect(await within(menu).findByRole('group', { name: title })).toBeInTheDocument();
    }
  });
});
