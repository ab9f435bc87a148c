import { useEffect, useRef } from 'react';
import { useDataProvider, useLocaleState, type DataProvider } from 'react-admin';
import type { ProfileCalls } from '../../providers/profileApi';
import { useNotifyUnhandled } from '../ui/useNotifyUnhandled';

/**
 * Saves the language picked in the header to the profile (PUT /me), so the next device, or a
 * clean browser, signs in to it too: the profile language wins at sign-in.
 */
export function ProfileLanguageSync() {
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<DataProvider & ProfileCalls>();
  const onError = useNotifyUnhandled();
  const shown = useRef(locale);
  useEffect(() => {
    // the language the app opened in is the stored one already; only a change is saved
    if (locale === shown.current) return;
    shown.current = locale;
    if (locale === 'en' || locale === 'ru') dataProvider.updateMe({ language: locale }).catch(onError);
  }, [locale, dataProvider, onError]);
  return null;
}
