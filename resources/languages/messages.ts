// resources.languages.*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('languages', {
  fields: {
    id: 'ID',
    name: 'Name',
    system_name: 'System name',
    status: 'Status',
    status_label: 'Status',
    q: 'Search',
  },
  empty: 'No languages yet.',
  invite: 'Add the first one?',
  helper: {
    system_name: 'Lower-case language code, 2–3 letters, optionally "-" and a region: en, pt-br, es-419.',
  },
  validation: {
    system_name_format:
      'Use a lower-case language code of 2–3 letters, optionally followed by "-" and a region (e.g. en, pt-br).',
  },
  notifications: {
    created: 'Language created',
    updated: 'Language updated',
    deleted: 'Language deleted',
  },
  // read by react-admin's delete confirmation for this resource
  message: {
    delete_title: 'Delete the language "%{recordRepresentation}"?',
    delete_content: 'The language is removed from the dictionary. This cannot be undone.',
  },
});

export const languageMessages = { en };
