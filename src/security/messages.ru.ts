// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { SecurityMessages, resourcesEn } from './messages';
import { securityEventLabels } from '../../domain/security/events';

const ru: SecurityMessages = {
  security: {
    title: 'Безопасность',
    menu: 'Безопасность',
    enrolment_required: 'Сеть требует двухфакторного входа для сотрудников. Включите его, чтобы продолжить работу.',
    two_factor: {
      title: 'Двухфакторный вход',
      intro: 'После пароля при входе запрашивается 6-значный код из приложения-аутентификатора на телефоне.',
      on: 'Включён',
      off: 'Выключен',
      codes_left: 'Осталось резервных кодов: %{count}',
      turn_on: 'Включить',
      turn_off: 'Выключить',
      scan: 'Отсканируйте QR-код приложением-аутентификатором (Google Authenticator, Authy, 1Password…) или введите ключ вручную.',
      qr_alt: 'QR-код вашего ключа двухфакторного входа',
      manual_key: 'Ключ',
      code: 'Код из приложения',
      code_help: 'Шесть цифр или один из резервных кодов',
      confirm: 'Подтвердить',
      cancel: 'Отмена',
      enabled: 'Двухфакторный вход включён.',
      disabled: 'Двухфакторный вход выключен.',
      recovery_title: 'Ваши резервные коды',
      recovery_intro: 'Каждый код один раз открывает вход, если телефон потерян. Сохраните их в надёжном месте: они показываются только сейчас.',
      copy: 'Скопировать коды',
      copied: 'Коды скопированы',
      saved_them: 'Я сохранил(а) их',
      disable_title: 'Выключить двухфакторный вход?',
      disable_intro: 'Для подтверждения введите код из приложения (или резервный код).',
    },
    sessions: {
      title: 'Где выполнен вход',
      this_device: 'Это устройство',
      unknown_device: 'Неизвестное устройство',
      device: '%{browser}, %{os}',
      last_used: 'Последнее использование %{time}',
      signed_in: 'вход %{time}',
      end: 'Выйти',
      end_others: 'Выйти на всех других устройствах',
      ended: 'Сеанс завершён',
      ended_others: 'Все другие сеансы завершены',
      confirm_end_others: 'Выйти на всех других устройствах?',
      confirm_end_others_content: 'На каждом из них придётся войти снова.',
      none_other: 'Вход выполнен только на этом устройстве.',
    },
    api_keys: {
      title: 'API-ключи',
      intro: 'Интеграции вызывают API с заголовком Authorization: Bearer <ключ> и вашими правами. Ключ только для чтения ничего не меняет.',
      add: 'Новый API-ключ',
      created_title: 'Ваш новый API-ключ',
      created_intro: 'Скопируйте его сейчас: он показывается один раз. Владелец ключа действует от вашего имени.',
      copy: 'Скопировать ключ',
      copied: 'Ключ скопирован',
      done: 'Готово',
      never: 'Никогда',
      scope_read: 'Только чтение',
      scope_write: 'Чтение и запись',
      scope_leads: 'отправляет лиды',
      create: 'Создать',
      cancel: 'Отмена',
    },
    history: {
      title: 'Ваши последние входы',
    },
    policy: {
      title: 'Правила входа',
      require_staff: 'Требовать двухфакторный вход от администраторов и менеджеров',
      require_staff_help: 'Сотрудников без него при входе отправляют его настроить.',
      saved: 'Правила сохранены',
    },
    view_as: {
      banner: 'Вы смотрите приложение пользователя %{name} так, как его видит он (открыл: %{viewer}). Здесь ничего нельзя изменить.',
      end: 'Завершить просмотр',
      start: 'Посмотреть как пользователь',
      start_title: 'Открыть приложение этого пользователя так, как его видит он?',
      start_content: 'В этом браузере откроется сеанс только для просмотра на 30 минут; в нём ничего нельзя изменить. Ваш собственный сеанс останется как есть.',
    },
    account: {
      reset_two_factor: 'Сбросить двухфакторный вход',
      reset_two_factor_title: 'Сбросить двухфакторный вход пользователя?',
      reset_two_factor_content: 'Пока он не включит его снова, вход будет только по паролю.',
      end_sessions: 'Завершить все сеансы',
      end_sessions_title: 'Завершить все сеансы пользователя?',
      end_sessions_content: 'Все его сеансы завершатся сразу.',
      done: 'Готово',
    },
    events: securityEventLabels('ru'),
  },
};

const resourcesRu: typeof resourcesEn = {
  'api-keys': {
    name: 'API-ключ |||| API-ключи',
    fields: { name: 'Название', scope: 'Доступ', leads: 'Может отправлять лиды (область leads)', created_at: 'Создан', expires_at: 'Истекает', last_used_at: 'Использован' },
    empty: 'API-ключей пока нет.',
    message: { delete_title: 'Отозвать этот API-ключ?', delete_content: 'Интеграции, которые его используют, сразу перестанут работать.' },
  },
  'sign-in-history': {
    name: 'История входов',
    fields: { created_at: 'Время', event: 'Событие', ip: 'Адрес', user_agent: 'Браузер' },
    empty: 'Входов пока нет.',
  },
  'security-log': {
    name: 'Журнал безопасности',
    fields: { created_at: 'Время', event: 'Событие', email: 'E-mail', user_id: 'ID пользователя', actor_id: 'Кем', ip: 'Адрес', user_agent: 'Браузер', details: 'Подробности', from: 'С', to: 'По' },
    empty: 'Записей пока нет.',
    export: 'Экспорт CSV',
  },
};

export const securityMessages = { ru };
export const securityResourceMessages = { ru: resourcesRu };
