import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';
import { withFeature, withStoredKeys } from '../../test/permissionToggles';

// hide_sale_order_sum (spec 4 §3): the affiliate's conversion list shows the order sum column only with UI_Order_Sum
const harness = setupRoleAppHarness();

const table = () => screen.getByRole('table');
const rowsShown = () => waitFor(() => expect(within(table()).getAllByText(/^(Lead|FTD|Sale|Revshare|Opt-in)$/).length).toBeGreaterThan(0));
const withoutKey = (held: string[]) => held.filter((k) => k !== 'UI_Order_Sum');

describe('order sum for affiliates', () => {
  it('hides the Sum column from an affiliate without UI_Order_Sum while hide_sale_order_sum is on', async () => {
    await withFeature(harness.testApp, 'hide_sale_order_sum', true, () =>
      withStoredKeys(harness.testApp, 'affiliate@example.com', withoutKey, async () => {
        await harness.renderApp('affiliate', '/conversions');
        await rowsShown();
        expect(screen.queryByRole('columnheader', { name: /^Sum/ })).toBeNull();
        expect(screen.getAllByRole('columnheader', { name: /Commission/ }).length).toBeGreaterThan(0);
      }),
    );
  });

  it('shows it to the affiliate holding UI_Order_Sum', async () => {
    await withFeature(harness.testApp, 'hide_sale_order_sum', true, () =>
      withStoredKeys(harness.testApp, 'affiliate@example.com', (held) => [...withoutKey(held), 'UI_Order_Sum'], async () => {
        await harness.renderApp('affiliate', '/conversions');
        await rowsShown();
        expect(screen.getAllByRole('columnheader', { name: /^Sum/ }).length).toBeGreaterThan(0);
      }),
    );
  });
});
