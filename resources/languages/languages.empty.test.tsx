import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// A file of its own: it empties this file's database.
const harness = setupRoleAppHarness();

describe('languages empty state', () => {
  it('invites an admin to create the first language', async () => {
    const { testApp } = harness;
    const cookie = await testApp.cookieFor('admin');
    const listed = await testApp.call('POST', '/api/admin/dictionary/languages/list', { cookie, body: { per_page: 500 } });
    const { data } = (await listed.json()) as { data: Array<{ id: number }> };
    for (const { id } of data) await testApp.call('DELETE', `/api/admin/dictionary/languages/${id}`, { cookie });

    await harness.renderApp('admin', '/languages');
    expect(await screen.findByText('No languages yet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/d/languages/create');
  });
});
