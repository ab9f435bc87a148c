import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The user-management lists against the real API (MSW → server app → this file's own database).
const harness = setupRoleAppHarness();

const table = () => screen.getByRole('table');
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

describe('affiliates list', () => {
  it('shows the derived display: account status chip, commission type name, postbacks link, linked manager for an admin', async () => {
    await harness.renderApp('admin', '/user-operations/affiliates');
    await waitFor(() => within(table()).getByText('invited1@example.com'));
    const row = rowOf('invited1@example.com');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText(/^CP[AL]$/)).toBeInTheDocument();
    const postbacks = within(row).getByRole('link', { name: 'Postbacks' });
    expect(postbacks.getAttribute('href')).toMatch(/\/admin\/d\/user-operations\/affiliates\/\d+\/postbacks$/);
    // the link rule: an administrator sees the manager as a link
    expect(within(row).getAllByRole('link').some((a) => /all-users\/\d+\/show$/.test(a.getAttribute('href') ?? ''))).toBe(true);
  });

  it('shows a banned affiliate as Inactive', async () => {
    await harness.renderApp('admin', '/user-operations/affiliates?filter=%7B%22q%22%3A%22banned1%40%22%7D');
    await waitFor(() => within(table()).getByText('banned1@example.com'));
    expect(within(rowOf('banned1@example.com')).getByText('Inactive')).toBeInTheDocument();
  });
});

describe('the lists in Russian', () => {
  it('prints every status chip from the domain in the interface language, not the server’s English label', async () => {
    localStorage.setItem('language', 'ru');
    try {
      await harness.renderApp('admin', '/user-operations/affiliates?filter=%7B%22q%22%3A%22banned1%40%22%7D');
      await waitFor(() => within(table()).getByText('banned1@example.com'));
      const row = rowOf('banned1@example.com');
      expect(within(row).getByText('Неактивен')).toBeInTheDocument();
      expect(within(row).getByText(/^(Нет постбэка|Постбэк активен)$/)).toBeInTheDocument();
      expect(within(row).queryByText(/^(Active|Inactive|No postback|Active postback)$/)).toBeNull();
    } finally {
      localStorage.removeItem('language');
    }
  });
});

describe('affiliate requests list', () => {
  it('colours lead statuses and shows the inviter as text to a manager unless a manager invited', async () => {
    await harness.renderApp('manager', '/user-operations/affiliate-requests', { who: 'manager2@example.com' });
    await waitFor(() => within(table()).getByText('request2@example.com'));
    // request2 was invited by manager@ (a manager): a link; the others have no inviter
    const invited = rowOf('request2@example.com');
    expect(within(invited).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(invited).getByText('Call again')).toBeInTheDocument();
  });
});
