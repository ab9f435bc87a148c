import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import ru from '../../i18n/ru';
import { ConfirmProvider, useConfirm, type ConfirmRequest } from './index';

function Opener({ request }: { request?: ConfirmRequest }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('none');
  return (
    <>
      <button onClick={() => void confirm(request).then((v) => setAnswer(String(v)))}>open</button>
      <output>{answer}</output>
    </>
  );
}

function renderOpener(request?: ConfirmRequest) {
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <ConfirmProvider>
        <Opener request={request} />
      </ConfirmProvider>
    </AdminContext>,
  );
  return userEvent.setup();
}

const answer = () => screen.getByRole('status');

describe('confirm dialog (R528–R534)', () => {
  it('asks "Are you sure?" with Yes and No by default, Yes styled success, and resolves to the chosen value', async () => {
    const user = renderOpener();
    await user.click(screen.getByText('open'));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveClass('MuiButton-containedSuccess');
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(answer()).toHaveTextContent('yes'));
  });

  it('shows an HTML body and takes actions as strings or value plus style', async () => {
    const user = renderOpener({ title: 'Delete 3 rules?', html: 'This <b>cannot</b> be undone.', actions: ['Keep', { value: 'delete', label: 'Delete', style: 'danger' }] });
    await user.click(screen.getByText('open'));
    await screen.findByRole('dialog', { name: 'Delete 3 rules?' });
    expect(screen.getByText('cannot').tagName).toBe('B');
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveClass('MuiButton-containedSuccess');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('MuiButton-containedError');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(answer()).toHaveTextContent('delete'));
  });

  it('closes with the close button, resolving to null', async () => {
    const user = renderOpener();
    await user.click(screen.getByText('open'));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(answer()).toHaveTextContent('null'));
  });

  it('is at most 590 px wide (at least 290 px from 600 px; a phone gets its width less 16 px a side)', async () => {
    const user = renderOpener();
    await user.click(screen.getByText('open'));
    const paper = (await screen.findByRole('dialog')).closest('.MuiPaper-root') ?? (await screen.findByRole('dialog'));
    expect(getComputedStyle(paper).maxWidth).toBe('590px');
  });

  it('answers Yes on Enter and closes without an answer on Esc', async () => {
    const user = renderOpener({ title: 'Delete it?', message: 'It goes for good.' });
    await user.click(screen.getByText('open'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete it?' });
    expect(dialog).toHaveTextContent('It goes for good.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answer()).toHaveTextContent('null'));
    await user.click(screen.getByText('open'));
    await screen.findByRole('dialog');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(answer()).toHaveTextContent('yes'));
  });

  it('speaks Russian: Вы уверены? with Да and Нет', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('ru', { messages: { ru }, storage: null })}>
        <ConfirmProvider>
          <Opener />
        </ConfirmProvider>
      </AdminContext>,
    );
    await userEvent.setup().click(screen.getByText('open'));
    await screen.findByRole('dialog', { name: 'Вы уверены?' });
    expect(screen.getByRole('button', { name: 'Да' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Нет' })).toBeInTheDocument();
  });
});
