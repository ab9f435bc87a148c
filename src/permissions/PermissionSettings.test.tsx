import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALWAYS_ADDED_KEYS } from '../../domain/permissions/catalogue';
import { serverError } from '../../mocks/faults';
import { saveGeneralSettings } from '../../server/modules/settings/settingsRepository';
import { findUserById } from '../../server/modules/users/userRepository';
import { DEMO_WORKSPACE_FEATURES } from '../../server/db/seedSettings';
import { demoIds, withFeature, withStoredKeys } from '../../test/permissionToggles';
import { setupApiHarness } from '../../test/ui/apiHarness';
import { screenGroups } from './permissionForm';
import { PermissionSettings } from './PermissionSettings';
import { insertTestAdmin } from '../../test/ui/testUsers';
import { PERMISSIONS_REFRESH_MS } from './usePermissionSettings';

const harness = setupApiHarness();

async function show(userId: () => Promise<number>, who: 'admin' | 'manager' | 'affiliate' = 'admin', faults: HttpHandler[] = []) {
  const id = await userId();
  await harness.renderAs(who, <PermissionSettings userId={id} />, { faults });
  await waitFor(() => expect(screen.getByTestId('permission-settings')).toHaveAttribute('aria-busy', 'false'));
  return id;
}
const ids = () => demoIds(harness.testApp);
const manager = async () => (await ids()).manager;
const affiliate = async () => (await ids()).otherAffiliate;
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const box = (name: string | RegExp) => screen.getByRole('checkbox', { name });
const block = (title: string) => within(screen.getByRole('region', { name: title }));
const setRegistration = (type: 1 | 2 | 3) => saveGeneralSettings(harness.testApp.database.db, { registration_type_id: type }, new Date());
// every test starts with registration Open; those that need Moderated set it
beforeEach(() => setRegistration(1));
const heldBy = async (id: number) => (await findUserById(harness.testApp.database.db, id))!.permissions;

describe('permission settings blocks (R358–R361, R365)', () => {
  it("shows one titled block per group of the user's role whose feature is on", async () => {
    await show(manager);
    expect(headings()).toEqual(screenGroups('manager', DEMO_WORKSPACE_FEATURES, 1, 'en').map((g) => g.title));
    expect(headings()).toEqual(expect.arrayContaining(['Offer campaigns', 'User operations', 'Statistics', 'Permission settings']));
    expect(headings()).not.toContain('Capacity'); // admins only
    expect(headings()).toContain('Push brokers'); // the demo runs the brokers module
  });

  it('an affiliate gets other blocks than a manager', async () => {
    await show(affiliate);
    expect(headings()).toEqual(screenGroups('affiliate', DEMO_WORKSPACE_FEATURES, 1, 'en').map((g) => g.title));
    expect(headings()).not.toContain('User operations');
  });

  it('shows a warning description under a title', async () => {
    await show(manager);
    expect(block('Permission settings').getByRole('alert')).toHaveTextContent(/change what other users may do/);
  });

  it('shows a row tooltip on hover', async () => {
    await setRegistration(2);
    await show(manager);
    await userEvent.hover(screen.getByLabelText('Approve own users: About this group'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Approve or decline registration requests of affiliates assigned to this manager.');
  });
});

describe('rows of the catalogue (R381–R407)', () => {
  it("a manager's rows: approve own users, ManageAffiliate only, manager reports", async () => {
    await setRegistration(2);
    await show(manager);
    expect(block('User operations').getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'View users',
      'Create and edit users',
      'Approve own users',
      'Ban and unban users',
    ]);
    expect(block('Permission settings').getAllByRole('checkbox')).toHaveLength(2);
    expect(box("Manage affiliates' permissions")).toBeInTheDocument();
    expect(block('Reports').getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Traffic report',
      'Global report',
      'Referrer report',
    ]);
    expect(box('Show clicks only')).toBeInTheDocument();
  });

  it("an admin's rows: approve all users, every manage key, admin reports, capacity and advertiser billing", async () => {
    await setRegistration(2);
    await show(async () => (await ids()).admin);
    expect(box('Approve all users')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Approve own users' })).not.toBeInTheDocument();
    expect(block('Permission settings').getAllByRole('checkbox')).toHaveLength(5);
    expect(block('Reports').getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Traffic report', 'Referrer report', 'Lead details', 'Lead e-mail addresses',
    ]);
    expect(block('Capacity').getAllByRole('checkbox')).toHaveLength(4);
    expect(block('Advertiser billing').getAllByRole('checkbox')).toHaveLength(4);
  });

  it("an affiliate's rows: billing view and invoices, reports basic, no manage rows", async () => {
    await show(affiliate);
    expect(block('Affiliate billing').getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'View affiliate billing',
      'Manage invoices',
    ]);
    expect(block('Payout rules').getAllByRole('checkbox')).toHaveLength(1);
    expect(block('Reports').getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Basic report']);
  });

  it('has no checkbox for the keys nobody configures', async () => {
    await show(async () => (await ids()).admin);
    for (const name of ['Fraud detection', 'Fraud reasons', 'Advertisers', 'Lead status']) {
      expect(screen.queryByRole('checkbox', { name })).not.toBeInTheDocument();
    }
  });
});

describe('visibility rules (R364, R366)', () => {
  it('hides the approve row unless registration is Moderated', async () => {
    await show(manager);
    expect(screen.queryByRole('checkbox', { name: 'Approve own users' })).not.toBeInTheDocument();
  });

  it('hides the group of a switched-off feature', async () => {
    await withFeature(harness.testApp, 'postback_management', false, async () => {
      await show(manager);
      expect(headings()).not.toContain('Postbacks');
    });
  });
});

describe('editing (R362, R367–R370)', () => {
  it('shows Cancel and Save only while the form differs from the saved set', async () => {
    await show(manager);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(box('View logs'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(box('View logs'));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('turning a view permission off clears and disables its children; on enables them again', async () => {
    await show(manager);
    expect(box('Manage postbacks')).toBeChecked();
    await userEvent.click(box('View postbacks'));
    expect(box('Manage postbacks')).not.toBeChecked();
    expect(box('Manage postbacks')).toBeDisabled();
    await userEvent.click(box('View postbacks'));
    expect(box('Manage postbacks')).toBeEnabled();
    expect(box('Manage postbacks')).not.toBeChecked();
  });

  it('Cancel restores the last saved set', async () => {
    await show(manager);
    await userEvent.click(box('View postbacks'));
    await userEvent.click(box('View revenue rules'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box('View postbacks')).toBeChecked();
    expect(box('Manage postbacks')).toBeChecked();
    expect(box('View revenue rules')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('saving (R369, R371, R378–R380)', () => {
  it('Save stores the set, makes the form pristine and says so; always-added keys come back', async () => {
    const id = await show(manager);
    await userEvent.click(box('View revenue rules'));
    await userEvent.click(box('View logs'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = (await screen.findByText('Permissions updated.')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('Permission settings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const held = await heldBy(id);
    expect(held).toContain('UI_RevenueRules_View');
    expect(held).toEqual(expect.arrayContaining([...ALWAYS_ADDED_KEYS]));
    expect(box('View logs')).toBeChecked(); // always added (R371)
    expect(box('View revenue rules')).toBeChecked();
  });

  it('a failed save shows a generic error toast with no detail and keeps the edits', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = await show(manager, 'admin', [serverError({ path: '/admin/rbac/ui-permission/set-state', method: 'POST' })]);
    const before = await heldBy(id);
    await userEvent.click(box('View revenue rules'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The permissions could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Internal server error/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(await heldBy(id)).toEqual(before);
  });

  it('reloads the block 2000 ms after a save', async () => {
    const id = await show(manager);
    const reads: string[] = [];
    harness.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(`/rbac/ui-permission/active/${id}`)) reads.push(request.url);
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(box('View revenue rules'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Permissions updated.');
    expect(reads).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(PERMISSIONS_REFRESH_MS - 100));
    expect(reads).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(reads).toHaveLength(1));
    harness.server.events.removeAllListeners();
  });
});

describe('loading (R363)', () => {
  it('dims the list while loading', async () => {
    const id = await manager();
    await harness.renderAs('admin', <PermissionSettings userId={id} />);
    const region = screen.getByTestId('permission-settings');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveStyle({ opacity: '0.5' });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    expect(region).toHaveStyle({ opacity: '1' });
  });
});

describe('read-only without the Manage key (R373–R377)', () => {
  const allDisabled = () => screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).disabled);

  it("a manager sees another manager's boxes read-only", async () => {
    await show(async () => (await ids()).manager, 'manager');
    expect(screen.getByText('You can see these permissions but not change them.')).toBeInTheDocument();
    expect(allDisabled()).toBe(true);
  });

  it("an admin without ManageAdmin / ManageManager / ManageAffiliate sees that user's boxes read-only", async () => {
    for (const [key, target] of [
      ['UI_PermissionSettings_ManageManager', manager],
      ['UI_PermissionSettings_ManageAffiliate', affiliate],
    ] as const) {
      await withStoredKeys(harness.testApp, 'admin@example.com', (held) => held.filter((k) => k !== key), async () => {
        await show(target);
        expect(allDisabled()).toBe(true);
      });
      cleanup();
      harness.server.resetHandlers();
    }
  });

  it('an admin with ManageAdmin may edit another admin; without it, read-only', async () => {
    const id = await show(() => insertTestAdmin(harness.testApp));
    expect(allDisabled()).toBe(false);
    cleanup();
    harness.server.resetHandlers();
    await withStoredKeys(harness.testApp, 'admin@example.com', (held) => held.filter((k) => k !== 'UI_PermissionSettings_ManageAdmin'), async () => {
      await show(async () => id);
      expect(allDisabled()).toBe(true);
    });
  });

  it('an affiliate’s own view is read-only', async () => {
    await show(async () => (await ids()).affiliate, 'affiliate');
    expect(allDisabled()).toBe(true);
  });
});
