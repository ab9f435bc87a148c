import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withStoredKeys } from '../../../test/permissionToggles';
import { setupRoleAppHarness } from '../../../test/ui/roleAppHarness';

// The dashboard's drill-down of bad quality traffic (spec 4 §4): a tab of the Affiliates traffic
// widget for staff holding UI_FraudDetection_View, against the real API.
const harness = setupRoleAppHarness();

describe('the Affiliates traffic widget', () => {
  it('offers bad quality traffic to staff holding UI_FraudDetection_View and keeps the tab chosen', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin');
    const widget = await screen.findByTestId('widget-ATL_AffiliateTraffic', {}, { timeout: 60_000 });
    await user.click(await within(widget).findByRole('tab', { name: 'Bad quality traffic' }));
    expect(within(widget).getByRole('tab', { name: 'Bad quality traffic' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () => {
      const res = await harness.testApp.call('GET', '/api/admin/me/ui-settings', { cookie: await harness.testApp.cookieFor('admin') });
      expect((await res.json()).data.dashboard_settings.ATL_Dashboard.ATL_AffiliateTraffic).toMatchObject({ tab: 'bad_quality_traffic' });
    });
  }, 120_000);

  it('has no such tab without the key', async () => {
    await withStoredKeys(harness.testApp, 'admin@example.com', (held) => held.filter((k) => k !== 'UI_FraudDetection_View'), async () => {
      await harness.renderApp('admin');
      const widget = await screen.findByTestId('widget-ATL_AffiliateTraffic', {}, { timeout: 60_000 });
      expect(await within(widget).findByRole('tab', { name: 'Clicks' })).toBeInTheDocument();
      expect(within(widget).queryByRole('tab', { name: 'Bad quality traffic' })).toBeNull();
    });
  });
});
