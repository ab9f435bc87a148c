import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendMail } from '../../server/mail/transport';
import { PHONE_QUERY } from '../../src/ui/columns/ColumnsDatagrid';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The administrator's mail outbox on a network without SMTP: where a confirmation link is copied from.
const harness = setupRoleAppHarness();

const register = (email: string) =>
  harness.testApp.call('POST', '/api/registration/first-time', {
    body: { email, first_name: 'Otto', last_name: 'Outbox', password: 'visitor-pass-1', password_confirmation: 'visitor-pass-1' },
  });
const table = () => screen.getByRole('table');
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;
const filterFor = (email: string) => `?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`;
/** A letter with a PDF attached, as an advertiser's invoice is sent. */
const queueWithFile = (to: string) =>
  sendMail(
    harness.testApp.database.db,
    { to, subject: 'Invoice ADV-9', body: 'The invoice PDF is attached.', attachment: { filename: 'invoice-ADV-9.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF-1.4') } },
    new Date(),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('language');
});

describe('mail outbox', () => {
  it('lists the mail with its status, says no SMTP is set up, and shows a message with its link to copy', async () => {
    await register('otto@example.com');
    await harness.renderApp('admin', `/mail-outbox${filterFor('otto@')}`);
    expect(await screen.findByText(/No SMTP server is set up/)).toBeInTheDocument();
    await waitFor(() => within(table()).getByText('otto@example.com'));
    const row = rowOf('otto@example.com');
    expect(within(row).getByText('Confirm your e-mail address')).toBeInTheDocument();
    expect(within(row).getByText('Not sent: no SMTP')).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByText('otto@example.com'));
    const link = await screen.findByLabelText('Link in the message');
    expect((link as HTMLTextAreaElement).value).toMatch(/\/auth\/a\/verify-email\?token=[\w-]+$/);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByText(/Open this link to confirm your e-mail address/)).toBeInTheDocument();
  });

  it('names a message’s attachment in the list and on the message, with a link that downloads it', async () => {
    await queueWithFile('adv-file@example.com');
    await harness.renderApp('admin', `/mail-outbox${filterFor('adv-file@')}`);
    await waitFor(() => within(table()).getByText('adv-file@example.com'));
    expect(within(rowOf('adv-file@example.com')).getByText('invoice-ADV-9.pdf')).toBeInTheDocument();
    await userEvent.setup().click(within(rowOf('adv-file@example.com')).getByText('adv-file@example.com'));
    const link = await screen.findByRole('link', { name: 'Download invoice-ADV-9.pdf' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/api\/admin\/user-management\/mail-outbox\/\d+\/attachment$/));
    expect(screen.getByText('Attachment')).toBeInTheDocument();
    expect(screen.getByText('invoice-ADV-9.pdf')).toBeInTheDocument();
  });

  it('is in the admin’s menu', async () => {
    await harness.renderApp('admin', '/', { shell: true });
    expect(await screen.findByRole('menuitem', { name: 'Mail outbox' })).toBeInTheDocument();
  });

  it('reads in Russian', async () => {
    await register('otto-ru@example.com');
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', `/mail-outbox${filterFor('otto-ru@')}`);
    expect(await screen.findByText(/SMTP-сервер не настроен/)).toBeInTheDocument();
    await waitFor(() => within(table()).getByText('otto-ru@example.com'));
    expect(within(rowOf('otto-ru@example.com')).getByText('Не отправлено: нет SMTP')).toBeInTheDocument();
  });

  it('names the attachment in Russian too', async () => {
    await queueWithFile('adv-file-ru@example.com');
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', `/mail-outbox${filterFor('adv-file-ru@')}`);
    await waitFor(() => within(table()).getByText('adv-file-ru@example.com'));
    expect(within(table()).getByRole('columnheader', { name: 'Вложение' })).toBeInTheDocument();
    await userEvent.setup().click(within(rowOf('adv-file-ru@example.com')).getByText('adv-file-ru@example.com'));
    expect(await screen.findByRole('link', { name: 'Скачать invoice-ADV-9.pdf' })).toBeInTheDocument();
  });

  it('on a phone keeps recipient, subject and status and drops the times', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === PHONE_QUERY, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }));
    await register('otto-phone@example.com');
    await harness.renderApp('admin', `/mail-outbox${filterFor('otto-phone@')}`);
    await waitFor(() => within(table()).getByText('otto-phone@example.com'));
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['To', 'Subject', 'Status']));
    expect(headers).not.toContain('Written');
  });
});
