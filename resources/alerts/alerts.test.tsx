import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The bell in the app bar and the list it opens, against the real API (no EventSource in jsdom:
// the bell reads the count by polling, the fallback).
const harness = setupRoleAppHarness();

let domains = 0;
/** A tracking domain made and then deactivated by the admin: each raises one alert for every admin. */
async function removeDomain(): Promise<string> {
  const admin = await harness.testApp.cookieFor('admin');
  const domain = `bell-${++domains}-${Date.now()}.example.com`;
  const made = await harness.testApp.call('POST', '/api/admin/tracking-domains/tracking-domains', { cookie: admin, body: { domain } });
  const { id } = (await made.json()).data as { id: number };
  await harness.testApp.call('PUT', `/api/admin/tracking-domains/tracking-domains/${id}`, { cookie: admin, body: { status: -1 } });
  return domain;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('language');
});

describe('alerts', () => {
  it('the bell counts the unread alerts and opens the list, where one and then all are marked read', async () => {
    const admin = await harness.testApp.cookieFor('admin');
    await harness.testApp.call('POST', '/api/admin/alerts/read-all', { cookie: admin });
    const first = await removeDomain();
    const second = await removeDomain();
    // from a light screen: the dashboard's widgets would queue their reports ahead of the list the bell opens
    await harness.renderApp('admin', '/languages', { shell: true });
    const bell = await screen.findByRole('link', { name: 'Alerts: 2' });
    await userEvent.setup().click(bell);
    // the list's rows, not the placeholder table react-admin draws while it loads
    expect(await screen.findByText(`Tracking domain ${second} was deactivated: links on it no longer track.`)).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rowOf = (domain: string) => within(table).getByText(new RegExp(domain.replace(/\./g, '\\.'))).closest('tr')!;
    expect(within(rowOf(first)).getByText('High')).toBeInTheDocument();
    expect(within(rowOf(first)).getByText('New')).toBeInTheDocument();
    await userEvent.setup().click(within(rowOf(first)).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(within(rowOf(first)).getByText('Read')).toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Alerts: 1' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(rowOf(second)).getByText('Read')).toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Alerts' })).toBeInTheDocument();
  });

  it('is reached by keyboard and reads in Russian', async () => {
    const admin = await harness.testApp.cookieFor('admin');
    await harness.testApp.call('POST', '/api/admin/alerts/read-all', { cookie: admin });
    await removeDomain();
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', '/alerts', { shell: true });
    const bell = await screen.findByRole('link', { name: 'Оповещения: 1' });
    bell.focus();
    expect(bell).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Прочитать все' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/Трекинговый домен bell-.* деактивирован/).length).toBeGreaterThan(0));
  });

  it('has no bell for an affiliate', async () => {
    await harness.renderApp('affiliate', '/', { shell: true });
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: /^Alerts/ })).toBeNull();
  });
});

describe('alerts on a phone (375 px)', () => {
  atScreenWidth(375);

  it('keeps the bell in the bar and lists each alert as a card with its sentence, priority and a mark-read button', async () => {
    const domain = await removeDomain();
    await harness.renderApp('manager', '/', { shell: true });
    // a manager has no tracking-domain alerts: the bell is there, with no count
    expect(await screen.findByRole('link', { name: 'Alerts' })).toBeInTheDocument();
    await harness.renderApp('admin', '/alerts', { shell: true });
    expect(await screen.findByRole('link', { name: /^Alerts: \d+$/ })).toBeInTheDocument();
    const sentence = await screen.findByText(new RegExp(`Tracking domain ${domain.replace(/\./g, '\\.')}`));
    expect(screen.queryByRole('table')).toBeNull();
    const card = sentence.closest('li')!;
    expect(within(card).getByText('High · New')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(within(screen.getByText(new RegExp(`Tracking domain ${domain.replace(/\./g, '\\.')}`)).closest('li')!).getByText('High · Read')).toBeInTheDocument());
  });
});
