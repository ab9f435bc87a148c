import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactToday, users } from '../../server/db/schema';
import { before, deskData } from '../../server/modules/desk/contactToday.test-utils';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The call list against the real API: the manager recomputes, sees why an affiliate is listed, moves
// the row to Call again with a note; on a phone each row is a card.
const harness = setupRoleAppHarness();
const data = deskData(() => harness.testApp.database.db);
const named: Record<string, number> = {};

/** A fresh affiliate of the demo manager who sent clicks three days ago and none since: no_traffic_24h. */
async function stoppedAffiliate(lastName: string) {
  const db = harness.testApp.database.db;
  const [manager] = await db.select().from(users).where(eq(users.email, 'manager@example.com'));
  const id = await data.affiliate(manager!.id);
  await db.update(users).set({ firstName: 'Quiet', lastName }).where(eq(users.id, id));
  await data.clicks(id, before(new Date(), 72), 4);
  named[lastName] = id;
}

beforeAll(async () => {
  await stoppedAffiliate('Desktop');
  await stoppedAffiliate('Phone');
});

describe('contact today', () => {
  it('shows why an affiliate is listed; the manager moves the row to Call again and writes a note', async () => {
    await harness.renderApp('manager', '/contact-today');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Recompute' }));
    // the list's rows, not the placeholder table react-admin draws while it loads
    const cell = await screen.findByText(`Quiet Desktop (#${named.Desktop})`, {}, { timeout: 5000 });
    const table = screen.getByRole('table');
    const row = () => within(table).getByText(`Quiet Desktop (#${named.Desktop})`).closest('tr')!;
    expect(cell).toBeInTheDocument();
    expect(within(row()).getByText('No traffic in 24 h')).toBeInTheDocument();
    expect(within(row()).getByText('4 → 0')).toBeInTheDocument();
    expect(within(row()).getByText('High')).toBeInTheDocument();
    expect(within(row()).getByText('New')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await within(row()).findByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call: Quiet Desktop' });
    await user.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Call again' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'On holiday, call on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(row()).getByText('Call again')).toBeInTheDocument());
    expect(within(row()).getByText('On holiday, call on Monday')).toBeInTheDocument();
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  }, 120_000);
});

describe('contact today on a phone (375 px)', () => {
  atScreenWidth(375);

  it('lists each row as a card with the affiliate, why, priority and status', async () => {
    await harness.renderApp('manager', '/contact-today');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Recompute' }));
    const name = await screen.findByText('Quiet Phone', {}, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    const card = name.closest('li')!;
    expect(within(card).getByText('No traffic in 24 h')).toBeInTheDocument();
    expect(within(card).getByText(/^High · /)).toBeInTheDocument();
  }, 120_000);
});

/** The table row among those naming a book whose reason reads `reason`. */
const bookRow = (names: HTMLElement[], reason: string) => names.map((n) => n.closest('tr')!).find((tr) => within(tr).queryByText(reason))!;

describe('rows about a book and a lead status', () => {
  /** a Call again row of today (kept by a recompute, listed whatever the day) */
  async function rows() {
    const db = harness.testApp.database.db;
    const [manager] = await db.select().from(users).where(eq(users.email, 'manager@example.com'));
    const affiliate = await data.affiliate(manager!.id);
    await db.update(users).set({ firstName: 'Cold', lastName: 'Lead' }).where(eq(users.id, affiliate));
    const day = new Date().toISOString().slice(0, 10);
    await db.insert(contactToday).values([
      { managerId: manager!.id, day, reason: 'active_affiliate_decrease', priority: 2, status: 2, detail: '9 → 4' },
      { affiliateId: affiliate, day, reason: '{hash}', priority: 2, status: 2, detail: 'call_again → declined' },
    ]);
    return `${manager!.firstName} ${manager!.lastName}`.trim();
  }

  it('names the manager’s book instead of an affiliate and shows a lead-status move by its labels, in English and in Russian', async () => {
    const name = await rows();
    await harness.renderApp('manager', '/contact-today');
    // the day's recompute may add other rows about the same book: this one is the drop in active affiliates
    const book = bookRow(await screen.findAllByText(`Affiliates of ${name}`, {}, { timeout: 5000 }), 'Fewer active affiliates');
    expect(within(book).getByText('9 → 4')).toBeInTheDocument();
    expect(within(book).queryByText(/#/)).toBeNull();
    const table = screen.getByRole('table');
    const lead = within(table).getByText(/^Cold Lead \(#\d+\)$/).closest('tr')!;
    expect(within(lead).getByText('Negative lead status')).toBeInTheDocument();
    expect(within(lead).getByText('Call again → Declined')).toBeInTheDocument();
    const user = userEvent.setup();
    // the button shows once the access check has answered
    await user.click(await within(book).findByRole('button', { name: 'Update' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: `Affiliates of ${name}` })).toBeInTheDocument();
  }, 120_000);

  it('reads them in Russian', async () => {
    localStorage.setItem('language', 'ru');
    const db = harness.testApp.database.db;
    const [manager] = await db.select().from(users).where(eq(users.email, 'manager@example.com'));
    const name = `${manager!.firstName} ${manager!.lastName}`.trim();
    await harness.renderApp('manager', '/contact-today');
    const book = bookRow(await screen.findAllByText(`Партнёры менеджера ${name}`, {}, { timeout: 5000 }), 'Снижение числа активных партнёров');
    const table = screen.getByRole('table');
    expect(book).toBeInTheDocument();
    const lead = within(table).getByText(/^Cold Lead \(#\d+\)$/).closest('tr')!;
    expect(within(lead).getByText('Негативный статус лида')).toBeInTheDocument();
    expect(within(lead).getByText('Перезвонить → Отклонён')).toBeInTheDocument();
  }, 120_000);
});
