import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversions, offerGroups, offers, users } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Advertiser invoices against the real API (MSW → server app → this file's database): one
// advertiser with 150.25 of approved revenue in October 2026, invoiced, then paid in two parts.
const harness = setupRoleAppHarness();
let number: string;

beforeAll(async () => {
  const db = harness.testApp.database.db;
  const groupId = (await db.select({ id: offerGroups.id }).from(offerGroups).limit(1))[0]!.id;
  const affiliateId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com')))[0]!.id;
  const [advertiser] = await db.insert(users).values({ email: 'adv-screen@example.com', passwordHash: 'x', userType: 3, firstName: 'Screen', lastName: 'Advertiser' }).returning({ id: users.id });
  const [offer] = await db.insert(offers).values({ name: 'Screen offer', offerGroupId: groupId, advertiserId: advertiser!.id, status: 1, access: 4 }).returning({ id: offers.id });
  const at = new Date('2026-10-05T12:00:00Z');
  await db.insert(conversions).values({
    clickId: randomUUID(),
    clickedAt: at,
    createdAt: at,
    offerId: offer!.id,
    affiliateId,
    advertiserId: advertiser!.id,
    country: 'US',
    action: 3,
    payable: 1,
    revenue: '150.25',
  });
  const invoice = await harness.api('POST', '/advertiser-billing/invoices', { advertiser_id: advertiser!.id, period_start: '2026-10-01', period_end: '2026-11-01' });
  number = invoice.number as string;
});

describe('advertiser invoices', () => {
  it('the admin opens an invoice, records a partial payment, then the rest', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/advertiser-invoices');
    await waitFor(() => expect(screen.getAllByRole('table').length).toBe(1));
    const list = screen.getByRole('table');
    const row = await within(list).findByRole('row', { name: new RegExp(number) });
    expect(row).toHaveTextContent('Unpaid');
    expect(within(row).getByRole('link', { name: `Download PDF ${number}` })).toHaveAttribute('href', expect.stringMatching(/\/api\/admin\/advertiser-billing\/invoices\/\d+\/file$/));
    await user.click(within(row).getByText('Screen Advertiser'));

    const lines = await screen.findByRole('region', { name: 'Lines' });
    expect(await within(lines).findByText(/^Screen offer · /)).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments received' });
    expect(within(payments).getByText('No payments recorded yet.')).toBeInTheDocument();

    // a partial payment: the dialog offers the balance, the admin types less
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    let dialog = await screen.findByRole('dialog', { name: `Record a payment on ${number}` });
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveValue('150.25');
    await user.clear(amount);
    await user.type(amount, 'ten');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    // the server's field message lands under the field
    expect(await within(dialog).findByText(/amount must be an amount/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(within(dialog).getByLabelText('Reference'), 'WIRE-7');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Partly paid')).toBeInTheDocument());
    expect(await within(screen.getByRole('region', { name: 'Payments received' })).findByText('WIRE-7')).toBeInTheDocument();

    // the rest: paid
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    dialog = await screen.findByRole('dialog', { name: `Record a payment on ${number}` });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('50.25');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByText('Paid')).toBeInTheDocument());
  });

  it('the balances list shows what each advertiser was invoiced and paid; a row opens their invoices', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/advertiser-balances');
    await waitFor(() => expect(screen.getAllByRole('table').length).toBe(1));
    const row = await within(screen.getByRole('table')).findByRole('row', { name: /adv-screen@example\.com/ });
    expect(row).toHaveTextContent('150.25');
    await user.click(within(row).getByText('adv-screen@example.com'));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/d/advertiser-invoices'));
    const filter = await screen.findByRole('combobox', { name: 'Advertiser' });
    await waitFor(() => expect(filter).toHaveValue('adv-screen@example.com'));
    // the list, filtered to the advertiser, shows their invoice, paid by the first test
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent(number));
    expect(screen.getByRole('table')).toHaveTextContent('Paid');
  });
});
