import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The theme page and the scheme it applies, against the real API (MSW → server app).
const harness = setupRoleAppHarness();

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);
const serverSettings = async (who: string, role = who) => {
  const { testApp } = harness;
  const res = await testApp.call('GET', `/api/${role}/me/ui-settings`, { cookie: await testApp.cookieFor(who) });
  return (await res.json()).data;
};

describe('colour themes', () => {
  it('lists the nine schemes with Purple Light applied for a fresh user (R485, R486, R490, R493, R498)', async () => {
    await harness.renderApp('affiliate', '/theme');
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['Light', 'Standard', 'Dark', 'Dark Grey', 'Dark Red', 'Red', 'Green', 'Brown', 'Purple Light']);
    expect(radios).toHaveLength(9);
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName('Purple Light');
    await waitFor(() => expect(rootVar('--primary')).toBe('#765a8a'));
    expect(rootVar('--primary-button-left')).toMatch(/^#/);
    expect(document.documentElement.dataset.colorScheme).toBe('Purple Light');
  });

  it('applies a picked scheme at once, keeps it locally and on the server, and follows another tab (R495, R500, R502)', async () => {
    await harness.renderApp('manager', '/theme');
    await userEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(rootVar('--content-background')).toBe('#1a1d21'));
    expect(rootVar('--page-background')).toBe('#1d2229');
    expect(localStorage.getItem('selected_color_scheme')).toBe('Dark');
    await waitFor(async () => expect((await serverSettings('manager')).theme_settings.selected_color_scheme).toBe('Dark'));
    // another tab picks Green: this one hears the storage event
    localStorage.setItem('selected_color_scheme', 'Green');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'selected_color_scheme', newValue: 'Green' })));
    await waitFor(() => expect(document.documentElement.dataset.colorScheme).toBe('Green'));
  });

  it('in view-only mode keeps the choice local and saves nothing (R523, R525)', async () => {
    localStorage.setItem('user_view_type', '1');
    const localGrid = { cache: { languages: { visibleColumns: ['id'] } }, payload: [] };
    localStorage.setItem('ui-settings-grid-cache', JSON.stringify(localGrid));
    await harness.renderApp('affiliate', '/theme');
    await userEvent.click(await screen.findByRole('radio', { name: 'Brown' }));
    await waitFor(() => expect(document.documentElement.dataset.colorScheme).toBe('Brown'));
    expect((await serverSettings('affiliate')).theme_settings.selected_color_scheme).toBeNull();
    expect(JSON.parse(localStorage.getItem('ui-settings-grid-cache')!)).toEqual(localGrid);
  });

  it('lets an admin change a scheme’s primary colour for everyone (R491, R502)', async () => {
    await harness.renderApp('admin', '/theme');
    await screen.findByRole('heading', { name: 'Edit the Purple Light scheme' });
    const picker = screen.getByLabelText('primary') as HTMLInputElement;
    act(() => void fireEvent.input(picker, { target: { value: '#335577' } }));
    expect(screen.getByTestId('preview-primary')).toHaveTextContent('primary');
    expect(screen.getByText('#335577')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save scheme' }));
    await screen.findByText('The Purple Light scheme was saved.');
    await waitFor(() => expect(rootVar('--primary')).toBe('#335577'));
    const seen = await serverSettings('affiliate');
    const purple = seen.color_schemes.find((s: { name: string }) => s.name === 'Purple Light');
    expect(purple.color_scheme.otherColors).toContainEqual({ variable: 'primary', value: '#335577' });
  });

  it('shows the primary colour’s ratio live, passing or not, and explains a refusal', async () => {
    await harness.renderApp('admin', '/theme');
    await screen.findByRole('heading', { name: 'Edit the Purple Light scheme' });
    const ratios = screen.getByTestId('primary-ratios');
    expect(ratios).toHaveTextContent(/on content-background: \d+\.\d+:1 — readable \(at least 4\.5:1\)/);
    // the workspace's settings may arrive and reset the draft: type again until the edit holds
    await waitFor(() => {
      act(() => void fireEvent.input(screen.getByLabelText('primary'), { target: { value: '#9d8aab' } }));
      expect(ratios).toHaveTextContent(/on content-background: 3\.\d+:1 — too faint \(at least 4\.5:1\)/);
    });
    expect(screen.getByText(/The server refuses this scheme/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save scheme' })).toBeDisabled();
  });

  it('shows no editor to a non-admin', async () => {
    await harness.renderApp('manager', '/theme');
    await screen.findAllByRole('radio');
    expect(screen.queryByRole('button', { name: 'Save scheme' })).not.toBeInTheDocument();
  });
});
