import { useRecordContext, type RedirectionSideEffect } from 'react-admin';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { useManageable } from './useManageable';

/** Delete, asked first (AskDeleteButton), on a rule the viewer may change. */
export function DeleteRuleButton({ redirect }: { redirect?: RedirectionSideEffect }) {
  const record = useRecordContext();
  const manageable = useManageable();
  return record && manageable(record) ? <AskDeleteButton redirect={redirect} /> : null;
}
