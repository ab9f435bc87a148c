// Messages of the charts' text alternative (the table of the figures a chart draws).

const en = {
  charts: {
    show_table: 'Show as table',
    table_caption: 'The figures of the chart',
    period: 'Period',
    name: 'Name',
    value: 'Value',
  },
};

const ru = {
  charts: {
    show_table: 'Показать таблицей',
    table_caption: 'Данные графика',
    period: 'Период',
    name: 'Название',
    value: 'Значение',
  },
} satisfies typeof en;

export const chartMessages = { en, ru };
