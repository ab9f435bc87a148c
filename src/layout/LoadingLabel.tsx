import { useTranslate } from 'react-admin';
import { LOADING_LABEL_ID } from '../themes/a11yDefaults';

/**
 * The hidden text that names every spinner and loading bar (src/themes/a11yDefaults.ts), drawn once
 * beside the admin UI (src/apps/BackOfficeAdmin.tsx): the loading page drawn before the layout names
 * its spinner with it too.
 */
export function LoadingLabel() {
  const translate = useTranslate();
  return (
    <span id={LOADING_LABEL_ID} hidden>
      {translate('ra.page.loading')}
    </span>
  );
}
