// resources.{postbacks, postback-log}.* in both catalogues (src/i18n/en.ts, ru.ts)

export const postbackMessages = {
  en: {
    postbacks: {
      name: 'Postback |||| Postbacks',
      fields: { id: 'ID', action: 'Action', campaign_id: 'Offer', campaign_name: 'Offer', method: 'Method', url: 'URL', affiliate_name: 'Affiliate' },
      all_offers: 'All offers',
      empty: 'No postbacks yet: add one to be told of every conversion on your server.',
      add: 'Add postback',
      edit: 'Edit postback',
      test: 'Send test',
      test_ok: 'Test delivered: HTTP %{status}',
      test_failed: 'Test failed: %{error}',
      save: 'Save',
      cancel: 'Cancel',
      url_help: 'Public http(s) URL. Macros: {click_id} {conversion_id} {offer_id} {aff_id} {action} {commission} {order_sum} {order_currency} {order_id} {country} {p1}…{p10}. Each request carries X-Signature: sha256=HMAC of its query (GET) or body (POST) with your callback secret key.',
      offer_help: 'Leave empty for every offer; a postback for one offer replaces the global one there.',
      log: 'Processing log',
      created: 'Postback saved',
      message: { delete_title: 'Delete this postback?', delete_content: 'Nothing more will be sent to this URL.' },
    },
    'postback-log': {
      name: 'Processing log',
      fields: { created_at: 'Time', url: 'URL', method: 'Method', http_status: 'HTTP', status: 'Status', attempt: 'Try', error: 'Error', test: 'Test', conversion_id: 'Conversion' },
      empty: 'Nothing sent yet.',
    },
  },
  ru: {
    postbacks: {
      name: 'Постбэк |||| Постбэки',
      fields: { id: 'ID', action: 'Действие', campaign_id: 'Оффер', campaign_name: 'Оффер', method: 'Метод', url: 'URL', affiliate_name: 'Партнёр' },
      all_offers: 'Все офферы',
      empty: 'Постбэков пока нет: добавьте, чтобы ваш сервер узнавал о каждой конверсии.',
      add: 'Добавить постбэк',
      edit: 'Изменить постбэк',
      test: 'Отправить тест',
      test_ok: 'Тест доставлен: HTTP %{status}',
      test_failed: 'Тест не доставлен: %{error}',
      save: 'Сохранить',
      cancel: 'Отмена',
      url_help: 'Публичный http(s)-адрес. Макросы: {click_id} {conversion_id} {offer_id} {aff_id} {action} {commission} {order_sum} {order_currency} {order_id} {country} {p1}…{p10}. Каждый запрос несёт X-Signature: sha256=HMAC строки запроса (GET) или тела (POST) с вашим секретным ключом обратного вызова.',
      offer_help: 'Оставьте пустым для всех офферов; постбэк для одного оффера заменяет на нём глобальный.',
      log: 'Журнал обработки',
      created: 'Постбэк сохранён',
      message: { delete_title: 'Удалить этот постбэк?', delete_content: 'На этот адрес больше ничего не будет отправляться.' },
    },
    'postback-log': {
      name: 'Журнал обработки',
      fields: { created_at: 'Время', url: 'URL', method: 'Метод', http_status: 'HTTP', status: 'Статус', attempt: 'Попытка', error: 'Ошибка', test: 'Тест', conversion_id: 'Конверсия' },
      empty: 'Пока ничего не отправлено.',
    },
  },
};
