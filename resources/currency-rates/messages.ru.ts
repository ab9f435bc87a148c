// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  // react-admin asks for smart_count 1 and 2 only; with Polyglot's Russian rule 2 picks the second form
  name: 'Курс валюты |||| Курсы валют',
  fields: {
    id: 'ID',
    currency: 'Валюта',
    day: 'С даты',
    rate: 'Курс',
    created_at: 'Добавлен',
  },
  empty: 'Курсов валют пока нет.',
  invite: 'Добавить первый или импортировать CSV-файл?',
  helper: {
    currency: 'Код ISO 4217, например JPY.',
    rate: 'Сколько %{workspace} стоит одна единица валюты — с этой даты до её следующего курса.',
  },
  validation: {
    currency: 'Укажите трёхбуквенный код ISO 4217 (например, JPY).',
    rate: 'Укажите число больше 0, не более десяти знаков после запятой.',
  },
  import: {
    button: 'Импорт CSV',
    title: 'Импорт курсов валют',
    explain: 'CSV-файл со столбцами currency, day (ГГГГ-ММ-ДД) и rate, по одному курсу в строке. Если на дату уже есть курс, он заменяется курсом из файла. Одна ошибочная строка — и файл не принимается целиком.',
    choose: 'Выбрать CSV-файл',
    sending: 'Импорт…',
    done: 'Импортировано курсов: %{smart_count}',
    refused: 'Ничего не импортировано. %{message}',
  },
  notifications: {
    created: 'Курс добавлен',
    deleted: 'Курс удалён',
  },
  // read by react-admin's delete confirmation for this resource
  message: {
    delete_title: 'Удалить курс «%{recordRepresentation}»?',
    delete_content: 'У уже записанных конверсий суммы не изменятся; новые конверсии этой даты пересчитаются по предыдущему курсу валюты.',
  },
} satisfies typeof en;

export const currencyRateMessages = { ru };
