import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { PasswordForm } from './AccountForms';

const MISMATCH = 'The values do not match.';

function renderForm() {
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <RecordContextProvider value={{ id: 7 }}>
        <PasswordForm />
      </RecordContextProvider>
    </AdminContext>,
  );
  const [password, confirmation] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="password"]'));
  return { password: password!, confirmation: confirmation! };
}

describe('change-password form (R185, R187–R189)', () => {
  it('shows no error before the fields are touched, even with different values typed', async () => {
    const { password, confirmation } = renderForm();
    const user = userEvent.setup();
    await user.type(password, 'first-password-1');
    await user.type(confirmation, 'other');
    expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument();
  });

  it('puts notSame on the confirmation once it is touched and differs, and clears it when they match', async () => {
    const { password, confirmation } = renderForm();
    const user = userEvent.setup();
    await user.type(password, 'first-password-1');
    await user.type(confirmation, 'other');
    fireEvent.blur(confirmation);
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    await user.clear(confirmation);
    await user.type(confirmation, 'first-password-1');
    fireEvent.blur(confirmation);
    await waitFor(() => expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument());
  });
});
