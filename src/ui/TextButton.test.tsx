import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ModerationDialog } from '../../resources/conversions/ModerationDialog';
import { PaymentSentDialog } from '../../resources/payouts/PaymentSentDialog';
import { PostbackDialog } from '../../resources/postbacks/PostbackDialog';
import type { InterfaceLanguage } from '../../domain/languages';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { createI18nProvider, wholeCatalogue } from '../i18n/i18nProvider';
import { ApiKeyDialog } from '../security/ApiKeyDialog';
import { ReasonDialog } from './lists/ReasonDialog';
import { RoleProvider } from './RoleContext';

async function renderIn(lang: InterfaceLanguage, ui: ReactNode) {
  const messages = { [lang]: await wholeCatalogue(lang) };
  const dataProvider = testDataProvider({ getList: () => Promise.resolve({ data: [], total: 0 }) } as never);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(lang, { storage: null, messages })}>
      <RoleProvider value="admin">{ui}</RoleProvider>
    </AdminContext>,
  );
}

/** Every button of the open dialog, each with the words it shows. */
async function dialogButtons() {
  const dialog = await screen.findByRole('dialog');
  return within(dialog)
    .getAllByRole('button')
    .filter((b) => !b.closest('.MuiInputBase-root, .MuiAutocomplete-root'))
    .map((b) => b.textContent?.trim() ?? '');
}

const reason = (
  <ReasonDialog
    open
    titleId="reason-title"
    title="Why?"
    reasons={{ options: () => [{ id: 1, name: 'One' }] }}
    labels={{ reason: 'Reason', cancel: 'resources.conversions.dialog.cancel', confirm: 'resources.conversions.dialog.confirm' }}
    onSubmit={vi.fn()}
    onClose={vi.fn()}
  />
);

describe('dialog buttons on a phone (375 px)', () => {
  atScreenWidth(375);

  it.each([
    ['a reason dialog', reason, ['Cancel', 'Confirm']],
    ['the moderation dialog', <ModerationDialog id={1} action="void" open onClose={vi.fn()} />, ['Cancel', 'Confirm']],
    ['the payment-sent dialog', <PaymentSentDialog record={{ id: 1, iban: 'DE00', account_number: '1' }} open onClose={vi.fn()} />, ['Cancel']],
    ['the postback dialog', <PostbackDialog affiliateId={1} onClose={vi.fn()} />, ['Cancel', 'Save']],
    ['the API key dialog', <ApiKeyDialog onClose={vi.fn()} />, ['Cancel', 'Create']],
  ])('%s shows the words of every button, no empty icon button', async (_name, ui, expected) => {
    await renderIn('en', ui);
    const texts = await dialogButtons();
    expect(texts.every((t) => t !== '')).toBe(true);
    for (const word of expected) expect(texts).toContain(word);
  });

  it('reads them in Russian too', async () => {
    await renderIn('ru', reason);
    const texts = await dialogButtons();
    expect(texts.every((t) => t !== '')).toBe(true);
    expect(texts).toContain('Отмена');
  });
});
