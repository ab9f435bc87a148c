import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The lead log's desk filters and export, and the affiliate's guide to sending leads, against the
// real API (MSW → server app → this file's own seeded database).
const harness = setupRoleAppHarness();

describe('the lead log for a desk', () => {
  it('offers staff the broker filters and the CSV export', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/leads');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: /Sub ID 1\b/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitemcheckbox', { name: /Integration/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitemcheckbox', { name: /Broker/ })).toBeInTheDocument();
  }, 60_000);

  it('gives affiliates the export without the broker filters', async () => {
    const user = userEvent.setup();
    await harness.renderApp('affiliate', '/leads');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect((await screen.findAllByRole('menuitemcheckbox')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('menuitemcheckbox', { name: /Integration/ })).toBeNull();
  }, 60_000);
});

describe('the affiliate’s guide to sending leads', () => {
  it('shows the endpoint on this address, the Bearer header, the answers and a curl to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await harness.renderApp('affiliate', '/security');
    await user.click(await screen.findByRole('link', { name: 'How to send leads through the API' }));
    expect(await screen.findByText(`POST ${window.location.origin}/api/v1/leads`)).toBeInTheDocument();
    expect(screen.getAllByText(/Authorization: Bearer YOUR_API_KEY/).length).toBeGreaterThan(0);
    expect(screen.getByText(/"status": "ACCEPTED"/)).toBeInTheDocument();
    expect(screen.getByText(/"status": "REGISTRATION_FAILED"/)).toBeInTheDocument();
    expect(screen.getByText(/422 Unprocessable Entity/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`GET ${window.location.origin}/api/v1/leads/`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`curl -X POST '${window.location.origin}/api/v1/leads'`)));
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    atScreenWidth(375);
    it('keeps the code inside its boxes', async () => {
      await harness.renderApp('affiliate', '/lead-api');
      expect((await screen.findAllByRole('heading', { name: 'Sending leads through the API' })).length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    });
  });
});
