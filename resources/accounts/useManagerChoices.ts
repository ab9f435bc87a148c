import { useEffect, useState } from 'react';
import type { Choice } from './ChoiceBatchButton';
import { useUserCalls } from './useUserCalls';

/** The managers one may hand affiliates to (GET /user_profiles/managers/options). */
export function useManagerChoices(enabled: boolean): Choice[] {
  const calls = useUserCalls();
  const [choices, setChoices] = useState<Choice[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    calls.userAction<Choice[]>('GET', '/user_profiles/managers/options').then(
      (data) => active && setChoices(data),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [calls, enabled]);
  return choices;
}
