import { useTranslate } from 'react-admin';
import { LOADING_LABEL_ID } from '../themes/a11yDefaults';

/** The hidden text that names every spinner and loading bar (src/themes/a11yDefaults.ts), drawn once in the app bar. */
export function LoadingLabel() {
  const translate = useTranslate();
  return (
    <span id={LOADING_LABEL_ID} hidden>
      {translate('ra.page.loading')}
    </span>
  );
}
