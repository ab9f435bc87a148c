import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversions, offers, users } from '../../server/db/schema';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The demo advertiser's invoice against the real API (MSW → server app → this file's database):
// 80.50 of approved revenue in January 2021, invoiced by the admin, 30.00 of it paid.
const harness = setupRoleAppHarness();
let number: string;

beforeAll(async () => {
  const db = harness.testApp.database.db;
  const advertiserId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'advertiser@example.com')))[0]!.id;
  const affiliateId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com')))[0]!.id;
  const offerId = (await db.select({ id: offers.id }).from(offers).where(and(eq(offers.advertiserId, advertiserId), eq(offers.status, 1))).limit(1))[0]!.id;
  const at = new Date('2021-01-10T12:00:00Z');
  await db.insert(conversions).values({ clickId: randomUUID(), clickedAt: at, createdAt: at, offerId, affiliateId, advertiserId, country: 'US', action: 3, payable: 1, revenue: '80.50' });
  const invoice = await harness.api('POST', '/advertiser-billing/invoices', { advertiser_id: advertiserId, period_start: '2021-01-01', period_end: '2021-02-01' });
  number = invoice.number as string;
  await harness.api('POST', '/advertiser-billing/payments', { invoice_id: invoice.id, amount: '30.00', received_on: '2021-02-10', reference: 'WIRE-ADV' });
});

describe('the advertiser’s invoices', () => {
  it('lists their invoice with its balance, opens its lines and payments, and links its PDF', async () => {
    const user = userEvent.setup();
    await harness.renderApp('advertiser', '/advertiser-my-invoices');
    const balance = await screen.findByRole('region', { name: 'Your balance' }, { timeout: 10_000 });
    expect(within(balance).getByText('Left to pay')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: new RegExp(number) });
    expect(row).toHaveTextContent('Partly paid');
    expect(row).toHaveTextContent('50.50');
    expect(within(row).getByRole('link', { name: `Download PDF ${number}` })).toHaveAttribute('href', expect.stringMatching(/\/api\/advertiser\/portal\/invoices\/\d+\/file$/));
    await user.click(within(row).getByText(number));

    const lines = await screen.findByRole('region', { name: 'Lines' });
    // the list's row shows first; the lines come with the invoice's own read
    expect((await within(lines).findAllByText(/80\.50/)).length).toBeGreaterThan(0);
    const payments = screen.getByRole('region', { name: 'Your payments' });
    expect(await within(payments).findByText('WIRE-ADV')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Download PDF ${number}` })).toBeInTheDocument();
  });

  it('speaks Russian in the menu', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('advertiser', '/advertiser-my-invoices', { shell: true });
    const menu = await screen.findByRole('navigation');
    expect(await within(menu).findByRole('menuitem', { name: 'Мои счета' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Ваш баланс' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    atScreenWidth();
    it('lists each invoice as a card with its status and what is left', async () => {
      await harness.renderApp('advertiser', '/advertiser-my-invoices');
      const item = await screen.findByText(new RegExp(`^${number} · `), {}, { timeout: 10_000 });
      await waitFor(() => expect(screen.getByText('Partly paid')).toBeInTheDocument());
      expect(item.closest('a')).toHaveAttribute('href', expect.stringMatching(/advertiser-my-invoices\/\d+\/show$/));
    });
  });
});
