import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The admin's getting-started checklist against the real API: ticked from the network's own data.
// The demo network has done every step; the tests then empty parts of this file's database.
// Each renders the whole admin dashboard (every widget's reads and the checklist's five) against
// the real API: beyond the shared 30 s on a loaded 2-core machine, hence 60 s per test.
const harness = setupRoleAppHarness();
const exec = (query: ReturnType<typeof sql>) => harness.testApp.database.db.execute(query);

const checklist = (name = 'Get your network started') => screen.findByRole('region', { name });
const step = (list: HTMLElement, name: RegExp) => within(list).getByRole('link', { name });

describe('the getting-started checklist', () => {
  it('stays away from a network that has done every step', async () => {
    await harness.renderApp('admin');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Admin' })).toBeInTheDocument();
    // the five reads have answered once the widgets have
    await screen.findByTestId('widget-ATL_Clicks');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('region', { name: 'Get your network started' })).toBeNull();
  }, 60_000);

  it('ticks what the network has, links each step to its screen, and can be hidden', async () => {
    await exec(sql`TRUNCATE clicks, conversions CASCADE`);
    const user = userEvent.setup();
    await harness.renderApp('admin');
    const list = await checklist();
    expect(list).toHaveTextContent('3 of 5 done');
    for (const [name, state] of [
      [/Add a tracking domain/, 'Done'],
      [/Create an offer/, 'Done'],
      [/Add an affiliate/, 'Done'],
      [/Open a tracking link/, 'To do'],
      [/Send a test conversion/, 'To do'],
    ] as const) {
      expect(within(step(list, name)).getByRole('img', { name: state })).toBeInTheDocument();
    }
    expect(step(list, /Add a tracking domain/)).toHaveAttribute('href', '/admin/d/tracking-domains/create');
    expect(step(list, /Create an offer/)).toHaveAttribute('href', '/admin/d/offers/create');
    expect(step(list, /Add an affiliate/).getAttribute('href')).toMatch(/^\/admin\/d\/user-operations\/all-users\/create\?source=/);
    expect(decodeURIComponent(step(list, /Add an affiliate/).getAttribute('href')!)).toContain('{"user_type":2}');
    expect(step(list, /Open a tracking link/).getAttribute('href')).toMatch(/^\/admin\/d\/offers\/\d+\/show\/link$/);
    expect(step(list, /Send a test conversion/).getAttribute('href')).toMatch(/^\/admin\/d\/offers\/\d+\/show\/integration$/);

    await user.click(within(list).getByRole('button', { name: 'Hide this list' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Get your network started' })).toBeNull());
  }, 60_000);

  it('starts from the first step on a network without domains and offers, in Russian too', async () => {
    await exec(sql`TRUNCATE clicks, conversions, tracking_domains, offers CASCADE`);
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin');
    const list = await checklist('Запуск сети');
    expect(list).toHaveTextContent('Выполнено 1 из 5');
    expect(within(step(list, /Добавьте трекинговый домен/)).getByRole('img', { name: 'Не выполнено' })).toBeInTheDocument();
    expect(within(step(list, /Добавьте партнёра/)).getByRole('img', { name: 'Выполнено' })).toBeInTheDocument();
    // without an offer, the link and the test conversion start from the offers
    expect(step(list, /Откройте трекинговую ссылку/)).toHaveAttribute('href', '/admin/d/offers');
  }, 60_000);

  it('is not on a manager’s dashboard', async () => {
    await harness.renderApp('manager');
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('region', { name: 'Get your network started' })).toBeNull();
  }, 60_000);
});
