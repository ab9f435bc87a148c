// Messages of the charts' text alternative (the table of the figures a chart draws).

export const en = {
  charts: {
    show_table: 'Show as table',
    table_caption: 'The figures of the chart',
    period: 'Period',
    name: 'Name',
    value: 'Value',
  },
};

export const chartMessages = { en };
