import { useGetList } from 'react-admin';
import type { Choice } from '../../src/ui/lists/ChoiceBatchButton';

const NONE: Choice[] = [];

/** The managers one may hand affiliates to (`useGetList` with `meta.options`: GET /user_profiles/managers/options). */
export function useManagerChoices(enabled: boolean): Choice[] {
  const { data } = useGetList<Choice & { id: number }>('user-operations/managers', { meta: { options: true } }, { enabled });
  return data ?? NONE;
}
