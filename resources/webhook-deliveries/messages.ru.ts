// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  name: 'Доставка вебхука |||| Доставки вебхуков',
  fields: {
    id: 'ID',
    webhook_id: 'Вебхук',
    webhook_url: 'Вебхук',
    event: 'Событие',
    state: 'Состояние',
    attempts: 'Попытки',
    http_status: 'HTTP',
    error: 'Ошибка',
    created_at: 'Создана',
    last_attempt_at: 'Последняя попытка',
    next_attempt_at: 'Следующая попытка',
    body: 'Отправленное тело',
  },
  test_event: 'Тест',
  empty: 'Пока ничего не отправлено: доставки появляются здесь по мере событий или когда вы отправляете тест со страницы вебхука.',
  no_body: 'Ещё не отправлялась.',
  no_answer: 'Нет ответа: адрес отклонён или недоступен, либо не ответил за %{seconds} с.',
  retry: 'Повторить',
  retry_name: 'Повторить доставку %{id}',
  retried: 'Доставка поставлена в очередь на повтор',
} satisfies typeof en;

export const webhookDeliveryMessages = { ru };
