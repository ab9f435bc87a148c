import { FunctionField, type FunctionFieldProps, type RaRecord } from 'react-admin';
import { ChangeLogAction, describeChanges, type PersonNames } from '../../domain/users/changeLog';
import { useLanguage } from '../../src/ui/useLanguage';

/**
 * The changes of a change-log entry as sentences in the interface language: "Manager: Max
 * Manager → Mia Manager; Status: Active → Inactive" (the names come with the entry).
 */
export function ChangesField(props: Omit<FunctionFieldProps, 'render'>) {
  const lang = useLanguage();
  return (
    <FunctionField
      source="fields"
      sortable={false}
      {...props}
      render={(r: RaRecord) => describeChanges(r.changes as Record<string, { from: unknown; to: unknown }> | undefined, (r.names ?? {}) as PersonNames, lang)}
    />
  );
}

/** The action of an entry by its label in the interface language ("Banned", "Заблокирован"). */
export function ActionField(props: Omit<FunctionFieldProps, 'render'>) {
  const lang = useLanguage();
  return <FunctionField source="action" sortable={false} {...props} render={(r: RaRecord) => ChangeLogAction.label(r.action, lang)} />;
}
