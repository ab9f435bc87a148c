import { useCallback, useEffect, useState } from 'react';
import { useNotifyUnhandled } from './useNotifyUnhandled';

/**
 * What one call answers, for a card or page that keeps it as its own state: null until it comes,
 * asked again when `load` changes (memoize it) or on `reload()`, and an answer overtaken by a newer
 * request or coming after unmounting is dropped. A failure goes through the http client's
 * catalogue once. The setter takes a copy the screen already has (what a save answered).
 */
export function useLoaded<T>(load: () => Promise<T>): [T | null, (value: T) => void, () => void] {
  const onError = useNotifyUnhandled();
  const [value, setValue] = useState<T | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    load().then((loaded) => {
      if (active) setValue(loaded);
    }, onError);
    return () => {
      active = false;
    };
  }, [load, onError, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [value, setValue, reload];
}
