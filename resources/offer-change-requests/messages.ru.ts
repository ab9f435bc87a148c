// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { changeRequestMessages as english } from './messages';

export const changeRequestMessages = {
  ru: {
    'offer-change-requests': {
      name: 'Запрос на изменение |||| Запросы на изменение',
      fields: {
        created_at: 'Создан',
        offer_name: 'Оффер',
        advertiser_name: 'Рекламодатель',
        message: 'Запрос',
        status: 'Статус',
        reply: 'Ответ рекламодателю',
      },
      answer_help: 'Внесите изменение в оффер и отметьте запрос выполненным — или отклоните его и объясните почему. Рекламодатель видит статус и ответ.',
      empty: 'Запросов на изменение нет: рекламодатели отправляют их со страницы оффера.',
    },
    'advertiser-change-requests': {
      name: 'Запрос на изменение |||| Запросы на изменение',
      fields: { created_at: 'Создан', message: 'Запрос', status: 'Статус', reply: 'Ответ' },
      title: 'Запросить изменение',
      help: 'Оффером управляет сеть. Опишите, что изменить (страны, цены, лендинг, капы): сотрудники ответят здесь.',
      message: 'Что изменить',
      send: 'Отправить запрос',
      sent: 'Запрос отправлен',
      none: 'По этому офферу запросов пока нет.',
    },
  },
} satisfies { ru: (typeof english)['en'] };
