import { useEffect } from 'react';
import { useUiSettings } from './UiSettingsContext';

/** Loads the signed-in user's settings once (inside the layout, so only after sign-in) and applies them. */
export function LoadUiSettings() {
  const { api, hydrate } = useUiSettings();
  useEffect(() => {
    let active = true;
    api.read().then(
      (settings) => active && hydrate(settings),
      (error: unknown) => console.error('Could not load the interface settings; using the local ones', error),
    );
    return () => {
      active = false;
    };
  }, [api, hydrate]);
  return null;
}
