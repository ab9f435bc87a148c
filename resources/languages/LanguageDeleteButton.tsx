import { DeleteButton } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';

/**
 * Delete after a confirmation dialog; the row goes only once the server said so (pessimistic).
 * Dialog texts: resources.languages.message.delete_title / delete_content.
 */
export function LanguageDeleteButton({ redirect = 'list' }: { redirect?: 'list' | false }) {
  const onError = useNotifyUnhandled();
  return <DeleteButton mutationMode="pessimistic" redirect={redirect} mutationOptions={{ onError }} />;
}
