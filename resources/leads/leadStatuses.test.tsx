import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadStatuses, leads, offers, users } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The broker's status history on the lead's page (a timeline), against the real API.
const harness = setupRoleAppHarness();
let leadId: string;

beforeAll(async () => {
  const db = harness.testApp.database.db;
  const [offer] = await db.select({ id: offers.id }).from(offers).limit(1);
  const [affiliate] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com'));
  leadId = crypto.randomUUID();
  await db.insert(leads).values({ id: leadId, offerId: offer!.id, affiliateId: affiliate!.id, firstName: 'Tia', lastName: 'Timeline', email: 'tia.timeline@example.org', phone: '+447911121888', country: 'GB', ip: '81.2.69.142', status: 'ACCEPTED' });
  const at = (h: number) => new Date(Date.UTC(2026, 4, 1, h));
  await db.insert(leadStatuses).values([
    { leadId, rawStatus: 'Voicemail', statusGroup: 'no_answer', source: 'pull', receivedAt: at(9) },
    { leadId, rawStatus: 'Hung up twice', statusGroup: null, source: 'postback', receivedAt: at(10), brokerAt: at(8) },
    { leadId, rawStatus: 'Deposited', statusGroup: 'ftd', source: 'postback', receivedAt: at(11), refusal: 'lookback' },
  ]);
});

describe('a lead’s status history', () => {
  it('shows staff each status in order with its group, source and a refused one with why', async () => {
    await harness.renderApp('admin', `/leads/${leadId}/show`);
    const timeline = await screen.findByRole('list', { name: 'Status history' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^VoicemailNo answerStatus pull · /),
      expect.stringMatching(/^Hung up twiceUnmappedPostback · .* · set by the broker /),
      expect.stringMatching(/^DepositedFTDPostback · .*Refused: it came after the integration’s look-back\.$/),
    ]);
    expect(within(items[0]!).getByText('No answer').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(items[2]!).getByText('FTD').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  });

  it('is not shown to the affiliate', async () => {
    await harness.renderApp('affiliate', `/leads/${leadId}/show`);
    await screen.findByText('Tia');
    expect(screen.queryByText('Status history')).toBeNull();
  });
});

describe('entering a status the broker gave outside the API', () => {
  it('lets staff who manage brokers pick the group, write where it comes from, and see it in the history with their name', async () => {
    await harness.renderApp('admin', `/leads/${leadId}/show`);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the broker’s status' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Group/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Call back' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'The broker’s word (optional)' }), 'Call me Friday');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Where it comes from/ }), 'Desk mail of Monday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Status saved')).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: 'Status history' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(4));
    const last = within(timeline).getAllByRole('listitem')[3]!;
    expect(last.textContent).toMatch(/^Call me FridayCall backManual · .* · entered by Ada AdminDesk mail of Monday$/);
  });

  it('is not offered to a manager without the manage key', async () => {
    await harness.renderApp('manager', `/leads/${leadId}/show`);
    await screen.findByRole('list', { name: 'Status history' });
    expect(screen.queryByRole('button', { name: 'Enter status' })).toBeNull();
  });
});
