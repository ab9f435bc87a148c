import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads, offers, users } from '../../server/db/schema';
import { withStoredKeys } from '../../test/permissionToggles';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The lead log and a lead's page against the real API (MSW → server app → this file's own seeded database).
const harness = setupRoleAppHarness();
const CONTACT_KEYS = ['UI_LdsLeadInfo_View', 'UI_LdsEmailInfo_View'];
let validId: string;
let refusedId: string;
let depositedId: string;

beforeAll(async () => {
  const db = harness.testApp.database.db;
  const [offer] = await db.select({ id: offers.id }).from(offers).limit(1);
  const [affiliate] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com'));
  const [broker] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 3)).limit(1);
  validId = crypto.randomUUID();
  refusedId = crypto.randomUUID();
  depositedId = crypto.randomUUID();
  const common = { offerId: offer!.id, affiliateId: affiliate!.id, firstName: 'Priya', lastName: 'Sharma', country: 'GB', ip: '81.2.69.142' };
  await db.insert(leads).values([
    { ...common, id: validId, email: 'priya.lead@example.org', phone: '+447911121234', status: 'LEAD', p1: 'spring-banner' },
    { ...common, id: refusedId, firstName: 'Rex', email: 'rex@example', phone: '12', status: 'VALIDATION_FAILED', reasons: [{ field: 'email', code: 'email_invalid' }] },
    // pushed, accepted, its autologin opened from another country, deposited late
    {
      ...common,
      id: depositedId,
      firstName: 'Dina',
      email: 'dina.ftd@example.org',
      phone: '+447911121299',
      status: 'FTD',
      brokerId: broker!.id,
      brokerLeadId: 'BRK-4711',
      brokerStatus: 'Deposited',
      acceptedAt: new Date('2025-03-01T10:00:00Z'),
      ftdAt: new Date('2025-04-20T10:00:00Z'),
      lateFtd: 1,
      autologinUrl: 'https://broker.example.com/login',
      autologinToken: 'A'.repeat(32),
      autologinOpenedAt: new Date('2025-03-01T10:05:00Z'),
      autologinIp: '8.8.8.8',
      autologinCountry: 'US',
    },
  ]);
});

const table = () => screen.getByRole('table');

describe('lead log', () => {
  it('lists leads with their status and contacts masked for an admin without the lead keys', async () => {
    await withStoredKeys(harness.testApp, 'admin@example.com', (held) => held.filter((k) => !CONTACT_KEYS.includes(k)), async () => {
      await harness.renderApp('admin', '/leads');
      await waitFor(() => expect(within(table()).getByText('Priya')).toBeInTheDocument());
      const row = within(table()).getByText('Priya').closest('tr')!;
      expect(within(row).getByText('+44 •••• ••12 34')).toBeInTheDocument();
      expect(within(row).getByText('p•••@•••.org')).toBeInTheDocument();
      expect(within(row).getByText('Lead')).toBeInTheDocument();
      const refused = within(table()).getByText('Rex').closest('tr')!;
      expect(within(refused).getByText('Validation failed')).toBeInTheDocument();
      expect(screen.queryByText('priya.lead@example.org')).toBeNull();
    });
  });

  it('shows a lead’s page with its contacts in full to an admin holding the lead keys', async () => {
    await withStoredKeys(harness.testApp, 'admin@example.com', (held) => [...held, ...CONTACT_KEYS], async () => {
      await harness.renderApp('admin', `/leads/${validId}/show`);
      expect(await screen.findByText('priya.lead@example.org')).toBeInTheDocument();
      expect(screen.getByText('+447911121234')).toBeInTheDocument();
      expect(screen.getByText('spring-banner')).toBeInTheDocument();
      expect(screen.queryByText(/Contacts are masked/)).toBeNull();
      expect(screen.queryByText(/^Archived on/)).toBeNull();
    });
  });

  it('shows the affiliate their refused lead masked, with why it was refused', async () => {
    await harness.renderApp('affiliate', `/leads/${refusedId}/show`);
    expect(await screen.findByText('Why it was refused')).toBeInTheDocument();
    expect(screen.getByText(/E-mail: Enter a valid e-mail address\./)).toBeInTheDocument();
    expect(screen.getByText(/Contacts are masked/)).toBeInTheDocument();
    expect(screen.queryByText('rex@example')).toBeNull();
  });

  it('tells why an archived lead’s contacts are empty, and where they are', async () => {
    const db = harness.testApp.database.db;
    const [lead] = await db.select().from(leads).where(eq(leads.id, validId));
    const archivedId = crypto.randomUUID();
    // as retention leaves it (modules/archives): what the reports count, the contact in the month's file
    await db.insert(leads).values({ ...lead!, id: archivedId, firstName: '', lastName: '', email: '', phone: '', ip: '', archivedAt: new Date('2026-03-02T10:00:00Z'), archivedPushes: 1 });
    await harness.renderApp('admin', `/leads/${archivedId}/show`);
    expect(await screen.findByText(/^Archived on 3\/2\/2026: past the lead retention, this lead keeps what the reports count\./)).toBeInTheDocument();
    expect(screen.getByText(/Settings → Archives/)).toBeInTheDocument();
  });
});

describe('the broker’s side of a lead', () => {
  it('shows the broker, their lead id and status, the autologin used from another address and country, and the late FTD', async () => {
    await harness.renderApp('affiliate', `/leads/${depositedId}/show`);
    expect(await screen.findByText('BRK-4711')).toBeInTheDocument();
    expect(screen.getByText('Deposited')).toBeInTheDocument();
    expect(screen.getByText('Used')).toBeInTheDocument();
    expect(screen.getByText('8.8.8.8 · US')).toBeInTheDocument();
    expect(screen.getByText('IP address: No')).toBeInTheDocument();
    expect(screen.getByText('Country: No')).toBeInTheDocument();
    expect(screen.getByText(/\/autologin\/A{32}$/)).toBeInTheDocument();
    expect(screen.queryByText(/broker\.example\.com/)).toBeNull();
    expect(screen.getByText('Late FTD')).toBeInTheDocument();
  });

  it('lists the FTD date of a deposited lead', async () => {
    await harness.renderApp('affiliate', '/leads');
    await waitFor(() => expect(within(table()).getByText('Dina')).toBeInTheDocument());
    expect(within(table()).getByRole('columnheader', { name: 'FTD' })).toBeInTheDocument();
    const row = within(table()).getByText('Dina').closest('tr')!;
    expect(within(row).getByText(/2025/)).toBeInTheDocument();
  });
});

describe('lead log on a phone', () => {
  atScreenWidth(375);

  it('shows each lead as a card with its name, status and masked phone, opening its page', async () => {
    await harness.renderApp('affiliate', '/leads');
    const name = await screen.findByText('Priya Sharma · Lead');
    expect(screen.queryByRole('table')).toBeNull();
    const card = name.closest('a')!;
    expect(within(card).getByText(/\+44 •••• ••12 34/)).toBeInTheDocument();
    expect(card).toHaveAttribute('href', expect.stringContaining(`/leads/${validId}/show`));
  });
});
