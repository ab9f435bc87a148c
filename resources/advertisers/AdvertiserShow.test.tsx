import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums/user';
import { offers, users } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The advertiser's page against the real API (MSW → server app → this file's own seeded database).
const harness = setupRoleAppHarness();

describe('the advertiser’s page: pixels and a test conversion for one of their offers', () => {
  it('shows the chosen offer’s pixels and refuses a test conversion for a click that offer does not have', async () => {
    const db = harness.testApp.database.db;
    const [advertiser] = await db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
    const own = await db.select({ id: offers.id, name: offers.name }).from(offers).where(eq(offers.advertiserId, advertiser!.id));
    expect(own.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await harness.renderApp('admin', `/advertisers/${advertiser!.id}/show`);
    const section = within((await screen.findByRole('heading', { name: 'Pixels and test conversion' })).closest('section') as HTMLElement);
    expect(await section.findByText('iFrame pixel')).toBeInTheDocument();
    expect(section.getByText('JavaScript pixel')).toBeInTheDocument();
    // the test-conversion form shows once its permission check has answered, which may follow the pixels
    await user.type(await section.findByRole('textbox', { name: /Click id/ }), 'no-such-click');
    await user.click(section.getByRole('button', { name: 'Send test conversion' }));
    expect(await section.findByText('No click of this offer has this id.')).toBeInTheDocument();
  });
});

describe('the advertiser’s postback token', () => {
  it('makes the first token at once and asks before a new one replaces it', async () => {
    const db = harness.testApp.database.db;
    const [advertiser] = await db.select().from(users).where(eq(users.userType, UserType.Advertiser)).limit(1);
    // a new advertiser has none
    await db.update(users).set({ postbackToken: null }).where(eq(users.id, advertiser!.id));
    const user = userEvent.setup();
    await harness.renderApp('admin', `/advertisers/${advertiser!.id}/show`);
    expect(await screen.findByText('Not generated yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Generate token' }));
    expect(await screen.findByText('Token generated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [made] = await db.select({ token: users.postbackToken }).from(users).where(eq(users.id, advertiser!.id));
    expect(made!.token).toBeTruthy();
    expect(await screen.findByText(made!.token!)).toBeInTheDocument();
    // replacing it stops the old one: that asks first
    await user.click(await screen.findByRole('button', { name: 'Generate new token' }));
    expect(await screen.findByRole('dialog', { name: 'Generate a new postback token?' })).toBeInTheDocument();
  });
});
