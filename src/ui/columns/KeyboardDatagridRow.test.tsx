import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../../test/ui/roleAppHarness';

// The Languages list (rows open the edit form) against the real API.
const harness = setupRoleAppHarness();

describe('list rows by keyboard', () => {
  it('reaches a clickable row with Tab and opens its record with Enter', async () => {
    await harness.renderApp('admin', '/languages');
    await waitFor(() => within(screen.getByRole('table')).getByText('Deutsch'));
    const row = within(screen.getByRole('table')).getByText('Deutsch').closest('tr')!;
    expect(row).toHaveAccessibleDescription('Enter opens this row');

    // from the table's last sortable column header: the rows come next in Tab order, each a stop of its own
    // (walking Tab from the top of the page through the menu, the app bar and the filters proves
    // nothing more and cost this test 20 s)
    const user = userEvent.setup();
    const [head] = within(screen.getByRole('table')).getAllByRole('rowgroup');
    within(head!).getAllByRole('button').at(-1)!.focus();
    for (let stop = 0; stop < 30 && document.activeElement !== row; stop++) await user.tab();
    expect(document.activeElement).toBe(row);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toMatch(/\/admin\/d\/languages\/[^/]+$/));
    expect(await screen.findByDisplayValue('Deutsch')).toBeInTheDocument();
  });
});
