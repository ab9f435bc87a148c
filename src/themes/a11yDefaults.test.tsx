import CircularProgress from '@mui/material/CircularProgress';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, LinearProgress } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { defaultColorSchemes } from '../../domain/themes';
import { createI18nProvider, wholeCatalogue } from '../i18n/i18nProvider';
import { LOADING_LABEL_ID } from './a11yDefaults';
import { themeOptionsOf } from './muiTheme';

describe('what loads has a name', () => {
  it('names react-admin’s spinner and the bar it draws for a field still loading after a second by the header’s “Loading”', async () => {
    const messages = { ru: await wholeCatalogue('ru') };
    render(
      <AdminContext theme={themeOptionsOf(defaultColorSchemes()[0]!)} i18nProvider={createI18nProvider('ru', { storage: null, messages })}>
        {/* what the app header renders once for every spinner */}
        <span id={LOADING_LABEL_ID} hidden>
          {messages.ru.ra.page.loading}
        </span>
        <CircularProgress />
        <LinearProgress timeout={0} />
      </AdminContext>,
    );
    // react-admin's bar shows after its time-out (here none): on the next render
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(2));
    for (const bar of screen.getAllByRole('progressbar')) expect(bar).toHaveAccessibleName(messages.ru.ra.page.loading);
  });
});
