import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The flows list and form against the real API (MSW → server app → the worker's database).
const harness = setupRoleAppHarness();

type Flow = {
  id: number;
  name: string;
  status: number;
  offer_ids: number[];
  integrations: { integration_id: number; name: string; priority: number; weight: number }[];
  capacities: { integration_id: number; country: string; daily: number }[];
};
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const { testApp } = harness;
  const res = await testApp.call(method, `/api/admin${path}`, { cookie: await testApp.cookieFor('admin'), ...(body === undefined ? {} : { body }) });
  return ((await res.json()) as { data: T }).data;
}
const flows = () => api<Flow[]>('POST', '/flows/list', { per_page: 100, status: [-2, -1, 1] });
const integrations = () => api<{ id: number; name: string }[]>('POST', '/brokers/integrations/list', { per_page: 100, sort: 'id' });

describe('flows', () => {
  it('shows the empty state, then a flow with its state, integrations and today’s use against its capacity', async () => {
    // the demo's own flow (server/db/seedLeads.ts) deleted first, so the list starts empty
    for (const f of await flows()) if (f.status !== -1) await api('DELETE', `/flows/${f.id}`);
    await harness.renderApp('admin', '/flows');
    expect(await screen.findByText('No distribution flows yet.')).toBeInTheDocument();

    const [eu, uk] = await integrations();
    await api('POST', '/flows', {
      name: 'Listed flow',
      status: 1,
      integrations: [
        { integration_id: eu!.id, priority: 1, weight: 100 },
        { integration_id: uk!.id, priority: 2, weight: 100 },
      ],
      capacities: [{ integration_id: eu!.id, country: 'DE', daily: 50 }],
    });
    await harness.renderApp('admin', '/flows');
    const row = (await screen.findByText('Listed flow')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(row).getByText(`${eu!.name}, ${uk!.name}`)).toBeInTheDocument();
    expect(within(row).getByText('0 of 50')).toBeInTheDocument();
  }, 90_000);

  it('builds a flow on the form: offers, integrations ordered with the arrows, a shared priority, a weight and a capacity', async () => {
    const user = userEvent.setup();
    const [eu, uk, latam] = await integrations();
    await harness.renderApp('admin', '/flows/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Form flow');
    expect(screen.getByText('No integrations in this flow yet: add one below.')).toBeInTheDocument();
    expect(screen.getByText('Add integrations to set their capacity.')).toBeInTheDocument();

    const add = screen.getByRole('combobox', { name: 'Add integration' });
    for (const i of [eu!, uk!, latam!]) {
      await user.click(add);
      await user.click(await screen.findByRole('option', { name: i.name }));
    }
    // LATAM first, then EU and UK sharing priority 2
    await user.click(screen.getByRole('button', { name: `Move ${latam!.name} up` }));
    await user.click(screen.getByRole('button', { name: `Move ${latam!.name} up` }));
    const rows = () => within(screen.getByRole('list', { name: 'Integrations in priority order' })).getAllByRole('listitem');
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining(latam!.name), expect.stringContaining(eu!.name), expect.stringContaining(uk!.name)]);
    await user.click(within(rows()[2]!).getByRole('checkbox', { name: 'Same priority as above' }));
    expect(rows()[2]).toHaveTextContent('Priority 2');
    const weight = screen.getByRole('spinbutton', { name: `Weight of ${eu!.name}` });
    await user.clear(weight);
    await user.type(weight, '1001');
    expect(screen.getByText('Each weight is a whole number from 1 to 1000.')).toBeInTheDocument();
    await user.tab(); // left out of range, it is brought to the nearest weight the API takes
    expect(weight).toHaveValue(1000);
    await user.clear(weight);
    await user.type(weight, '300');

    const [offer] = await api<{ id: number; name: string }[]>('POST', '/campaigns/list', { per_page: 1, sort: 'id' });
    await user.type(screen.getByRole('combobox', { name: 'Offers' }), offer!.name.slice(0, 6));
    await user.click(await screen.findByRole('option', { name: offer!.name }));

    await user.click(screen.getByRole('combobox', { name: 'Add a country' }));
    await user.type(screen.getByRole('combobox', { name: 'Add a country' }), 'Germany');
    await user.click(await screen.findByRole('option', { name: /Germany \(DE\)/ }));
    await user.type(screen.getByRole('textbox', { name: `Capacity of ${eu!.name} for Germany` }), '40');
    expect(screen.getAllByText('0 today')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(async () => expect((await flows()).map((f) => f.name)).toContain('Form flow'));
    const saved = (await flows()).find((f) => f.name === 'Form flow')!;
    expect(saved.status).toBe(-2);
    expect(saved.offer_ids).toEqual([offer!.id]);
    expect(saved.integrations.map((i) => [i.integration_id, i.priority, i.weight])).toEqual([
      [latam!.id, 1, 100],
      [eu!.id, 2, 300],
      [uk!.id, 2, 100],
    ]);
    expect(saved.capacities).toEqual([{ integration_id: eu!.id, country: 'DE', daily: 40, used: 0 }]);
  }, 90_000);

  it('switches re-injection on with its schedule, and off again', async () => {
    const user = userEvent.setup();
    const flow = await api<Flow>('POST', '/flows', { name: 'Second chance' });
    const schedule = async () => (await api<Flow & { reinjection: unknown }>('GET', `/flows/${flow.id}`)).reinjection;
    await harness.renderApp('admin', `/flows/${flow.id}`);
    const toggle = await screen.findByRole('switch', { name: 'Offer leads nobody took again' });
    expect(screen.queryByRole('spinbutton', { name: 'Every (minutes)' })).toBeNull();
    await user.click(toggle);
    const every = screen.getByRole('spinbutton', { name: 'Every (minutes)' });
    expect(every).toHaveValue(30);
    await user.clear(every);
    await user.type(every, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await schedule()).toEqual({ every_minutes: 60, rounds: 3, window_hours: 24 }));

    // back on the list after the save: the row opens the flow again
    await user.click(await screen.findByText('Second chance'));
    const on = await screen.findByRole('switch', { name: 'Offer leads nobody took again' });
    await waitFor(() => expect(on).toBeChecked());
    expect(screen.getByRole('spinbutton', { name: 'Every (minutes)' })).toHaveValue(60);
    await user.click(on);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await schedule()).toBeNull());
  }, 90_000);

  it('deletes a flow only after a Yes', async () => {
    const user = userEvent.setup();
    const flow = await api<Flow>('POST', '/flows', { name: 'Doomed flow' });
    await harness.renderApp('admin', `/flows/${flow.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete flow "Doomed flow"?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect((await flows()).find((f) => f.id === flow.id)?.status).toBe(-2);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(async () => expect((await flows()).find((f) => f.id === flow.id)?.status).toBe(-1));
  }, 90_000);
});

describe('flows on a phone', () => {
  atScreenWidth(375);
  it('lists flows as cards with their state and today’s use', async () => {
    await api('POST', '/flows', { name: 'Phone flow', status: 1 });
    await harness.renderApp('admin', '/flows');
    expect(await screen.findByText('Phone flow')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  }, 90_000);
});
