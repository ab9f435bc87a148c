// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  charts: {
    show_table: 'Показать таблицей',
    table_caption: 'Данные графика',
    period: 'Период',
    name: 'Название',
    value: 'Значение',
  },
} satisfies typeof en;

export const chartMessages = { ru };
