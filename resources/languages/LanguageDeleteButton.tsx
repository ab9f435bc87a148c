import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';

/**
 * Delete after the confirmation dialog; the row goes only once the server said so.
 * Dialog texts: resources.languages.message.delete_title / delete_content.
 */
export function LanguageDeleteButton({ redirect = 'list' }: { redirect?: 'list' | false }) {
  return <AskDeleteButton redirect={redirect} />;
}
