// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { postbackMessages as english } from './messages';

export const postbackMessages = {
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
      integration_status: 'Статус интеграции',
      created: 'Постбэк сохранён',
      message: { delete_title: 'Удалить этот постбэк?', delete_content: 'На этот адрес больше ничего не будет отправляться.' },
    },
    'postback-log': {
      name: 'Журнал обработки',
      fields: { created_at: 'Время', url: 'URL', method: 'Метод', http_status: 'HTTP', status: 'Статус', attempt: 'Попытка', error: 'Ошибка', test: 'Тест', conversion_id: 'Конверсия' },
      empty: 'Пока ничего не отправлено.',
      no_answer: 'Нет ответа: адрес отклонён или недоступен, либо не ответил за %{seconds} с.',
    },
  },
} satisfies { ru: (typeof english)['en'] };
