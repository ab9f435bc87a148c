import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerBody } from '../../test/offerBody';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The activity log as an admin reads it: who, from where, the type by its label and each changed
// field before → after, in both languages. Against the real API (MSW → server app → this file's own database).
const harness = setupRoleAppHarness();
let offerId: number;

beforeAll(async () => {
  const t = harness.testApp;
  const admin = await t.cookieFor('admin');
  const created = await t.call('POST', '/api/admin/campaigns', { cookie: admin, body: offerBody('Logged offer') });
  offerId = ((await created.json()) as { data: { id: number } }).data.id;
  const put = await t.call('PUT', `/api/admin/campaigns/${offerId}`, { cookie: admin, body: { payout_cpa: 12 }, headers: { 'x-test-ip': '198.51.100.4' } });
  expect(put.status).toBe(200);
});

const filtered = () => `/activity-log?filter=${encodeURIComponent(JSON.stringify({ type: 'offer_updated', entity: 'offer', entity_id: String(offerId) }))}`;
/** The innermost element reading `text` (the list of changes around a single change reads the same). */
const changeLine = async (text: string) => (await screen.findAllByText((_, el) => el?.tagName === 'DIV' && el.textContent === text)).at(-1)!;

describe('the activity log', () => {
  it("shows an offer's payout change field by field, with who and from where", async () => {
    await harness.renderApp('admin', filtered());
    const line = await changeLine('payout_cpa: 10.00 → 12.00');
    const row = within(line.closest('tr') as HTMLElement);
    expect(row.getByText('Offer updated')).toBeInTheDocument();
    expect(row.getByText('admin@example.com')).toBeInTheDocument();
    expect(row.getByText('198.51.100.4')).toBeInTheDocument();
    // the entity's name, then its id as stored
    expect(row.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === `Offer ${offerId}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'IP address' })).toBeInTheDocument();
  });

  it('reads it in Russian', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', filtered());
    const line = await changeLine('payout_cpa: 10.00 → 12.00');
    expect(within(line.closest('tr') as HTMLElement).getByText('Оффер изменён')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'IP-адрес' })).toBeInTheDocument();
  });
});
