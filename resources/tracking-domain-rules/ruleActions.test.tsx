import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// A tracking domain's page with its rules, against the real API (MSW → server app → this file's
// database). Seeded track.example-network.com has a primary rule, a plain one, a campaign's and a deleted one.
const harness = setupRoleAppHarness();

interface Rule {
  id: number;
  note: string;
  campaign_name: string | null;
  is_primary: number;
  status: number;
}

async function seededDomain(host: string) {
  const { testApp } = harness;
  const cookie = await testApp.cookieFor('admin');
  const res = await testApp.call('POST', '/api/admin/tracking-domains/tracking-domains/list', { cookie, body: { q: host } });
  const domain = (await res.json()).data[0] as { id: number };
  const rules = await testApp.call('POST', '/api/admin/tracking-domains/tracking-domain-rules/list', {
    cookie,
    body: { tracking_domain_id: domain.id, sort: 'id' },
  });
  return { id: domain.id, rules: (await rules.json()).data as Rule[] };
}

const rulesTable = () => screen.getAllByRole('table').at(-1)!;
const rowOfRule = (id: number) =>
  within(rulesTable())
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(id))!;
const button = (row: HTMLElement, name: string) => within(row).getByRole('button', { name });

/** Hovers the wrapper a disabled action sits in and returns the tooltip text. */
async function tooltipOf(action: HTMLElement): Promise<string> {
  await userEvent.hover(action.closest('[data-testid="action-tooltip"]') as HTMLElement);
  const tooltip = await screen.findByRole('tooltip');
  const text = tooltip.textContent ?? '';
  await userEvent.unhover(action.closest('[data-testid="action-tooltip"]') as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  return text;
}

async function openDomain(id: number, firstRuleId: number) {
  await harness.renderApp('admin', `/tracking-domains/${id}`);
  await waitFor(() => expect(rowOfRule(firstRuleId)).toBeDefined());
}

describe('rule actions on a tracking domain’s page', () => {
  it('disables delete on the primary rule with a tooltip saying why (R216)', async () => {
    const { id, rules } = await seededDomain('track.example-network.com');
    const primary = rules.find((r) => r.is_primary === 1)!;
    await openDomain(id, primary.id);
    const row = rowOfRule(primary.id);
    expect(within(row).getByText('Primary')).toBeInTheDocument();
    expect(button(row, 'Delete')).toBeDisabled();
    expect(await tooltipOf(button(row, 'Delete'))).toBe('The primary rule cannot be deleted. Make another rule primary first.');
    expect(button(row, 'Make primary')).toBeDisabled();
    expect(await tooltipOf(button(row, 'Make primary'))).toBe('This rule is already the primary one.');
  });

  it('disables every action of a deleted rule, with the "deleted" tooltip, and shows it red (R215, R217)', async () => {
    const { id, rules } = await seededDomain('track.example-network.com');
    const deleted = rules.find((r) => r.status === -1)!;
    await openDomain(id, deleted.id);
    const row = rowOfRule(deleted.id);
    expect(within(row).getByText('Deleted').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(button(row, 'Delete')).toBeDisabled();
    expect(button(row, 'Make primary')).toBeDisabled();
    expect(await within(row).findByRole('link', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    expect(await tooltipOf(button(row, 'Delete'))).toBe('This rule is deleted: nothing can be done with it.');
  });

  it('disables a campaign’s rule with the "not any" tooltip naming the campaign (R218)', async () => {
    const { id, rules } = await seededDomain('track.example-network.com');
    const campaign = rules.find((r) => r.campaign_name)!;
    await openDomain(id, campaign.id);
    const row = rowOfRule(campaign.id);
    expect(within(row).getByText('Summer Casino CPA')).toBeInTheDocument();
    expect(within(row).getByText('Active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(button(row, 'Delete')).toBeDisabled();
    expect(await tooltipOf(button(row, 'Delete'))).toBe('This rule belongs to the campaign "Summer Casino CPA": change it in the campaign.');
    expect(await tooltipOf(button(row, 'Make primary'))).toBe('This rule belongs to the campaign "Summer Casino CPA": change it in the campaign.');
  });

  it('makes a rule primary, then deletes the former primary after confirmation (R219, R225)', async () => {
    const { id, rules } = await seededDomain('track.example-network.com');
    const primary = rules.find((r) => r.is_primary === 1)!;
    const plain = rules.find((r) => r.is_primary === 0 && r.status === 1 && !r.campaign_name)!;
    await openDomain(id, primary.id);
    expect(button(rowOfRule(plain.id), 'Delete')).toBeEnabled();

    await userEvent.click(button(rowOfRule(plain.id), 'Make primary'));
    expect(await screen.findByText(`Rule #${plain.id} is now the primary rule`)).toBeInTheDocument();
    await waitFor(() => expect(button(rowOfRule(primary.id), 'Delete')).toBeEnabled());
    expect(button(rowOfRule(plain.id), 'Delete')).toBeDisabled();

    await userEvent.click(button(rowOfRule(primary.id), 'Delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Delete rule #${primary.id}?`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOfRule(primary.id)).getByText('Active')).toBeInTheDocument();

    await userEvent.click(button(rowOfRule(primary.id), 'Delete'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Rule deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOfRule(primary.id)).getByText('Deleted')).toBeInTheDocument());
    expect(button(rowOfRule(primary.id), 'Delete')).toBeDisabled();
  });

  it('speaks Russian when the interface does', async () => {
    const { id, rules } = await seededDomain('go.example-network.com');
    const primary = rules.find((r) => r.is_primary === 1)!;
    localStorage.setItem('language', 'ru');
    await openDomain(id, primary.id);
    const row = rowOfRule(primary.id);
    expect(within(row).getByText('Основное')).toBeInTheDocument();
    expect(await tooltipOf(button(row, 'Удалить'))).toBe('Основное правило нельзя удалить. Сначала сделайте основным другое правило.');
  });
});
