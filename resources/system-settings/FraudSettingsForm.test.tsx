import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readFraudSettings, saveFraudSettings } from '../../server/modules/settings/settingsRepository';
import { DEFAULT_FRAUD_SETTINGS } from '../../domain/quality/fraudSettings';
import { withFeature } from '../../test/permissionToggles';
import { setupApiHarness } from '../../test/ui/apiHarness';
import { SystemSettings } from './SystemSettings';

// The fraud-detection section of System settings (spec 4 §4) against the real API.
const harness = setupApiHarness();
const stored = () => readFraudSettings(harness.testApp.database.db);
const section = () => within(screen.getByRole('region', { name: 'Fraud detection' }));

async function open() {
  await harness.renderAs('admin', <SystemSettings />);
  await screen.findByRole('region', { name: 'Fraud detection' });
}

describe('fraud-detection settings', () => {
  it('saves a threshold and what Risky does', async () => {
    const user = userEvent.setup();
    await open();
    const seconds = section().getByLabelText(/Shortest click-to-conversion time/);
    await user.clear(seconds);
    await user.type(seconds, '30');
    await user.click(section().getByRole('combobox', { name: 'What a Risky conversion gets' }));
    await user.click(await screen.findByRole('option', { name: 'Not payable (fraud)' }));
    await user.click(section().getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await stored()).toMatchObject({ min_conversion_seconds: 30, risky_action: 'not_payable' }));
    await saveFraudSettings(harness.testApp.database.db, DEFAULT_FRAUD_SETTINGS, new Date());
  });

  it('says what is wrong with a value out of its range in our words, not the browser’s bubble, and saves nothing', async () => {
    const user = userEvent.setup();
    await open();
    // the browser's own validation is off: its bubble would stop the submit before our message
    expect(section().getByRole('button', { name: 'Save' }).closest('form')).toHaveAttribute('novalidate');
    const factor = section().getByLabelText(/Conversion rate this many times/);
    await user.clear(factor);
    await user.type(factor, '1.25');
    const percent = section().getByLabelText(/Alert when this share/);
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(section().getByRole('button', { name: 'Save' }));
    expect(await section().findByText('Enter a number from 1.5 to 1000, with at most two decimals.')).toBeInTheDocument();
    expect(section().getByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 500));
    expect(await stored()).toMatchObject({ conversion_rate_factor: DEFAULT_FRAUD_SETTINGS.conversion_rate_factor, risky_alert_percent: DEFAULT_FRAUD_SETTINGS.risky_alert_percent });
  });

  it('saves the Risky traffic alert’s thresholds', async () => {
    const user = userEvent.setup();
    await open();
    const clicks = section().getByLabelText(/Clicks in 24 hours before/);
    await user.clear(clicks);
    await user.type(clicks, '250');
    await user.click(section().getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await stored()).toMatchObject({ risky_alert_min_clicks: 250 }));
    await saveFraudSettings(harness.testApp.database.db, DEFAULT_FRAUD_SETTINGS, new Date());
  });

  it('gives way to a notice while fraud_detection is off', async () => {
    await withFeature(harness.testApp, 'fraud_detection', false, async () => {
      await open();
      expect(section().getByText(/Fraud detection is switched off/)).toBeInTheDocument();
      expect(section().queryByRole('button', { name: 'Save' })).toBeNull();
    });
  });
});
