import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// An empty Advertisers list leads on to making the first advertiser, as the empty Managers and
// Affiliates lists do. Each renders a role app against the real API, hence 60 s per test.
const harness = setupRoleAppHarness();
// a network without advertisers: the demo's become affiliates
const noAdvertisers = () => harness.testApp.database.db.execute(sql`UPDATE users SET user_type = 2 WHERE user_type = 3`);

describe('an empty Advertisers list', () => {
  it('says there are none and offers Create, which opens the advertiser form', async () => {
    await noAdvertisers();
    await harness.renderApp('admin', '/advertisers');
    expect(await screen.findByText('No advertisers yet.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Create' }));
    expect(await screen.findByLabelText(/^E-mail/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/d/advertisers/create');
  }, 60_000);

  it('in Russian', async () => {
    await noAdvertisers();
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', '/advertisers');
    expect(await screen.findByText('Рекламодателей пока нет.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать' })).toBeInTheDocument();
  }, 60_000);

  describe('on a phone', () => {
    atScreenWidth(375);
    it('keeps the Create button in the empty state', async () => {
      await noAdvertisers();
      await harness.renderApp('admin', '/advertisers');
      expect(await screen.findByText('No advertisers yet.')).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Create' }).length).toBeGreaterThan(0);
    }, 60_000);
  });
});
