// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  // react-admin asks for smart_count 1 and 2 only; with Polyglot's Russian rule 2 picks the second form
  name: 'Язык |||| Языки',
  fields: {
    id: 'ID',
    name: 'Название',
    system_name: 'Системное имя',
    status: 'Статус',
    status_label: 'Статус',
    q: 'Поиск',
  },
  empty: 'Языков пока нет.',
  invite: 'Добавить первый?',
  helper: {
    system_name: 'Код языка строчными буквами, 2–3 буквы, по желанию «-» и регион: en, pt-br, es-419.',
  },
  validation: {
    system_name_format:
      'Укажите код языка из 2–3 строчных букв, по желанию с «-» и регионом (например, en, pt-br).',
  },
  notifications: {
    created: 'Язык создан',
    updated: 'Язык обновлён',
    deleted: 'Язык удалён',
  },
  // read by react-admin's delete confirmation for this resource
  message: {
    delete_title: 'Удалить язык «%{recordRepresentation}»?',
    delete_content: 'Язык будет удалён из справочника. Это действие нельзя отменить.',
  },
} satisfies typeof en;

export const languageMessages = { ru };
