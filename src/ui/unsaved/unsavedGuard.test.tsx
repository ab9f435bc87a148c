import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupRoleAppHarness } from '../../../test/ui/roleAppHarness';

// The unsaved-data guard every form gets from the theme (RaSimpleForm warnWhenUnsavedChanges).
const harness = setupRoleAppHarness();

describe('unsaved-data guard (R542, R543)', () => {
  it('asks before leaving a dirty form for another page, and stays when the user says no', async () => {
    await harness.renderApp('admin', '/languages/create', { shell: true });
    const [name] = await screen.findAllByRole('textbox');
    await userEvent.type(name!, 'Esperanto');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/admin/d/languages/create');
    expect(screen.getByDisplayValue('Esperanto')).toBeInTheDocument();
  });

  it('asks when the window closes with unsaved changes, and not when the form is clean', async () => {
    await harness.renderApp('admin', '/languages/create');
    const [name] = await screen.findAllByRole('textbox');
    const clean = new Event('beforeunload', { cancelable: true });
    fireEvent(window, clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(name!, 'Esperanto');
    const dirty = new Event('beforeunload', { cancelable: true });
    fireEvent(window, dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
