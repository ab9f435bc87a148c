import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, wholeCatalogue } from '../i18n/i18nProvider';
import { BusyLoading } from './BusyLoading';

describe('a screen still loading', () => {
  it('is marked busy from its first frame, and shows the spinner with its words after a second', async () => {
    const messages = { ru: await wholeCatalogue('ru') };
    const { container } = render(
      <AdminContext i18nProvider={createI18nProvider('ru', { storage: null, messages })}>
        <BusyLoading />
      </AdminContext>,
    );
    // react-admin draws nothing for the first second (no flash on a quick load); the region says it is loading all the same
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('progressbar', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('progressbar'));
    expect(screen.getByText(messages.ru.ra.page.loading)).toBeInTheDocument();
  });
});
