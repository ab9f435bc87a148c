import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerIntegrations, leadPushes, leads, offers, users } from '../../server/db/schema';
import { startBrokerStub, type BrokerStub } from '../../test/brokerStub';
import { withStoredKeys } from '../../test/permissionToggles';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// A lead's routing trace, push log and re-push against the real API (MSW → server app), the broker a
// real HTTP server on 127.0.0.1 (the address rule relaxed for tests).
const harness = setupRoleAppHarness({ OUTGOING_ALLOW_PRIVATE_NETWORKS: '1' });
let stub: BrokerStub;
let leadId: string;
const NAME = 'Stub desk — re-push';

beforeAll(async () => {
  stub = await startBrokerStub();
  const db = harness.testApp.database.db;
  const [offer] = await db.select({ id: offers.id }).from(offers).limit(1);
  const [affiliate] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com'));
  const [broker] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 3)).limit(1);
  const [integration] = await db
    .insert(brokerIntegrations)
    .values({ advertiserId: broker!.id, name: NAME, endpoint: stub.url('/leads'), bodyTemplate: '{"email":"{email}"}', successPath: 'success', leadIdPath: 'lead_id', autologinPath: 'autologin', timeoutMs: 3000 })
    .returning({ id: brokerIntegrations.id });
  leadId = crypto.randomUUID();
  await db.insert(leads).values({
    id: leadId,
    offerId: offer!.id,
    affiliateId: affiliate!.id,
    firstName: 'Omar',
    lastName: 'Haddad',
    email: 'omar.push@example.org',
    phone: '+447911121777',
    country: 'GB',
    ip: '81.2.69.142',
    status: 'REGISTRATION_FAILED',
    integrationId: integration!.id,
    trace: [{ integration_id: integration!.id, name: NAME, verdict: 'refused', reason: 'refused', detail: 'HTTP 400' }],
  });
  await db.insert(leadPushes).values({
    leadId,
    integrationId: integration!.id,
    outcome: 'refused',
    responseStatus: 0,
    httpStatus: 400,
    requestExcerpt: 'POST http://127.0.0.1/leads\n\n{"email":"omar.push@example.org"}',
    answerExcerpt: '{"success":false,"message":"duplicate"}',
    reason: 'refused',
    ms: 42,
    idempotencyKey: `${leadId}:${integration!.id}`,
    source: 'intake',
  });
});

afterAll(async () => {
  await stub.close();
});

describe('a lead’s route and push log', () => {
  it('shows staff the trace and every try; Re-push sends the lead again with a reason and the page shows the new try', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', `/leads/${leadId}/show`);
    const log = await screen.findByRole('table', { name: 'Push log' });
    expect(screen.getByRole('list', { name: 'Routing trace' })).toHaveTextContent(NAME);
    const first = within(log).getAllByRole('row')[1]!;
    expect(within(first).getByText('Error (0)').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(first).getByText('400')).toBeInTheDocument();
    expect(within(first).getByText('Intake')).toBeInTheDocument();
    expect(within(first).getByText('The broker refused the lead')).toBeInTheDocument();
    expect(within(first).getByText(/"message":"duplicate"/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Re-push' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the lead again' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('Required')).not.toHaveLength(0);
    expect(stub.count).toBe(0);
    await user.type(within(dialog).getByRole('combobox', { name: 'Integration' }), 'Stub desk');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain(NAME), { timeout: 5000 });
    await user.click(screen.getByRole('option', { name: NAME }));
        await user.type(within(dialog).getByLabelText('Reason *'), 'Broker asked to resend');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The broker answered: Accepted', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(stub.count).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Push log' })).getAllByRole('row')).toHaveLength(3));
    const second = within(screen.getByRole('table', { name: 'Push log' })).getAllByRole('row')[2]!;
    expect(within(second).getByText('Success (1)')).toBeInTheDocument();
    expect(within(second).getByText('Re-push')).toBeInTheDocument();
    expect(within(second).getByText('Broker asked to resend')).toBeInTheDocument();
  }, 60_000);

  it('gives no Re-push to staff without the manage key', async () => {
    await withStoredKeys(harness.testApp, 'admin@example.com', (held) => held.filter((k) => k !== 'UI_PushBrokers_Manage'), async () => {
      await harness.renderApp('admin', `/leads/${leadId}/show`);
      await screen.findByRole('table', { name: 'Push log' });
      expect(screen.queryByRole('button', { name: 'Re-push' })).toBeNull();
    });
  });

  it('gives the affiliate the trace in their words, without the push log', async () => {
    await harness.renderApp('affiliate', `/leads/${leadId}/show`);
    expect(await screen.findByRole('list', { name: 'Routing trace' })).toHaveTextContent('Broker 1');
    expect(screen.queryByText('Push log')).toBeNull();
  });
});

describe('the push log on a phone', () => {
  atScreenWidth(375);

  it('shows each try as a card', async () => {
    await harness.renderApp('admin', `/leads/${leadId}/show`);
    const cards = await screen.findByRole('list', { name: 'Push log' });
    expect(screen.queryByRole('table', { name: 'Push log' })).toBeNull();
    expect(within(cards).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(cards).getAllByText(/Error \(0\)|Success \(1\)/).length).toBeGreaterThan(0);
  });
});
