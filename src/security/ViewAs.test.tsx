import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';
import { VIEW_AS_FLAG } from './ViewAsBanner';

// View as user in the browser: the button on the account page, the banner in the viewed app.
const harness = setupRoleAppHarness();

const idOf = async (email: string) => (await harness.testApp.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('view as user', () => {
  it('an admin opens an affiliate’s app from their account page, after asking', async () => {
    const id = await idOf('affiliate2@example.com');
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show/actions`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'View as this user' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Open this user’s app as they see it?' })).getByRole('button', { name: /yes/i }));
    const { db } = harness.testApp.database;
    await waitFor(async () => expect(await db.select().from(sessions).where(and(eq(sessions.userId, id), isNotNull(sessions.viewAsBy)))).toHaveLength(1));
  });

  it('the viewed app says whose it is and who is looking, keeps settings local, and ends the view', async () => {
    const { testApp } = harness;
    const admin = await testApp.cookieFor('admin');
    const res = await testApp.call('POST', `/api/admin/user_profiles/user-accounts/${await idOf('affiliate@example.com')}/view-as`, { cookie: admin });
    const view = /sid_view=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
    await harness.renderApp('affiliate', '/', { cookie: `${admin}; sid_view=${view}` });
    const banner = await screen.findByText(/You are viewing the app of .* as they see it \(opened by .*\)/);
    expect(banner).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('user_view_type')).toBe(VIEW_AS_FLAG));
    await userEvent.click(screen.getByRole('button', { name: 'End view' }));
    await waitFor(() => expect(localStorage.getItem('user_view_type')).toBeNull());
    const affiliate = await idOf('affiliate@example.com');
    await waitFor(async () =>
      expect(await testApp.database.db.select().from(sessions).where(and(eq(sessions.userId, affiliate), isNotNull(sessions.viewAsBy)))).toHaveLength(0),
    );
  });
});
