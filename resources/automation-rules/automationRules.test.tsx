import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Automation rules against the real API (MSW → server app → the worker's database): the form that
// reads as the sentence, the rule's page with its dry run and run log, delete after a question.
const harness = setupRoleAppHarness();

type Rule = { id: number; name: string; scope: string; offer_id: number | null; action: string };
const rules = () => harness.api('POST', '/automation-rules/list', { per_page: 100 }) as Promise<Rule[]>;

describe('automation rules', () => {
  it('an admin writes a rule as its sentence, dry-runs it on its page and deletes it after confirming', async () => {
    const user = userEvent.setup();
    const [offer] = (await harness.api('POST', '/campaigns/list', { per_page: 1, sort: 'id' })) as { id: number; name: string }[];
    await harness.renderApp('admin', '/automation-rules/create');
    expect(await screen.findByText('When')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Risky affiliates alert');
    await user.type(screen.getByRole('combobox', { name: /^Offer/ }), offer!.name.slice(0, 6));
    await user.click(await screen.findByRole('option', { name: offer!.name }, { timeout: 45_000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // the rule's page reads the sentence back
    expect(await screen.findByText(new RegExp(`^When Risky clicks share, % over the last 24 hours for each affiliate on the offer ${offer!.name}`), {}, { timeout: 20_000 })).toBeInTheDocument();
    const saved = (await rules()).find((r) => r.name === 'Risky affiliates alert')!;
    expect(saved).toMatchObject({ scope: 'each_affiliate', offer_id: offer!.id, action: 'raise_alert' });
    expect(screen.getByText('The rule has not run yet: active rules run once an hour.')).toBeInTheDocument();

    const dryRun = screen.getByRole('region', { name: 'Dry run' });
    await user.click(within(dryRun).getByRole('button', { name: 'Dry run' }));
    await waitFor(() => expect(within(dryRun).queryByText('Whose figures') ?? within(dryRun).queryByText('Nothing to measure in this period.')).not.toBeNull());

    const toolbarDelete = screen.getAllByRole('button', { name: 'Delete' })[0]!;
    await user.click(toolbarDelete);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The rule and its run log are deleted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(async () => expect((await rules()).map((r) => r.name)).not.toContain('Risky affiliates alert'));
  }, 120_000);

  it('offers pausing an affiliate only for a scope that names one', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/automation-rules/create');
    await user.click(await screen.findByRole('combobox', { name: /^Scope/ }));
    await user.click(await screen.findByRole('option', { name: 'the offer' }));
    await user.click(screen.getByRole('combobox', { name: /^Action/ }));
    expect(await screen.findByRole('option', { name: 'pause the affiliate on the offer' })).toHaveAttribute('aria-disabled', 'true');
  }, 60_000);
});
