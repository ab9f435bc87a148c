// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import { funnelLabelsIn } from '../../domain/leads/funnel';
import type { en } from './messages';

const ru = {
  name: 'Воронка лидов |||| Воронка лидов',
  title: 'Воронка лидов',
  explain: 'Лиды → отправлены → приняты → автологин открыт → FTD. Доля — каждый шаг к предыдущему; доля FTD — от принятых лидов.',
  group_by: 'Группировать по',
  date_by: 'Даты по',
  date_by_options: {
    registration: 'Дате регистрации',
    deposit: 'Дате депозита (столбец FTD)',
  },
  columns: funnelLabelsIn('ru'),
  loading: 'Воронка загружается',
  empty: 'За этот период лидов нет.',
  export: 'Экспорт в CSV',
} satisfies typeof en;

export const funnelMessages = { ru };
