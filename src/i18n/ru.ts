import type { AppMessages } from './en';
import { dictionaryMessages } from '../../resources/dictionaries/messages.ru';
import { permissionMessages } from '../permissions/messages.ru';
import { profileMessages } from '../profile/messages.ru';
import { themeMessages } from '../themes/messages.ru';
import { dashboardMessages } from '../dashboard/messages.ru';
import { chartMessages } from '../dashboard/charts/messages.ru';
import { uiMessages } from '../ui/messages.ru';
import { menuMessages } from '../layout/menu/messages.ru';
import { marketplaceCategoryMessages } from '../../resources/marketplace-categories/messages.ru';
import { trackingDomainRuleMessages } from '../../resources/tracking-domain-rules/messages.ru';
import { trackingDomainMessages } from '../../resources/tracking-domains/messages.ru';
import { userManagementMessages } from '../../resources/accounts/messages.ru';
import { offerMessages } from '../../resources/offers/messages.ru';
import { conversionMessages } from '../../resources/conversions/messages.ru';
import { payoutMessages } from '../../resources/payouts/messages.ru';
import { invoiceMessages } from '../../resources/invoices/messages.ru';
import { postbackMessages } from '../../resources/postbacks/messages.ru';
import brokerIntegrationsRu from '../../resources/broker-integrations/messages.ru';
import { securityMessages, securityResourceMessages } from '../security/messages.ru';
import { reportMessages, reportResourceMessages } from '../../resources/traffic-report/messages.ru';

// Every key of the English catalogue, react-admin's included; `satisfies` makes a missing key
// a compile error. Plural forms follow Polyglot's Russian rule: one |||| few |||| many.

const ru = {
  ...permissionMessages.ru,
  ...themeMessages.ru,
  ...dashboardMessages.ru,
  ...chartMessages.ru,
  ...uiMessages.ru,
  ...profileMessages.ru,
  ...securityMessages.ru,
  ...menuMessages.ru,
  reports: reportMessages.ru,
  ra: {
    action: {
      add_filter: 'Добавить фильтр',
      add: 'Добавить',
      back: 'Назад',
      bulk_actions: 'Выбран %{smart_count} элемент |||| Выбрано %{smart_count} элемента |||| Выбрано %{smart_count} элементов',
      cancel: 'Отмена',
      clear_array_input: 'Очистить список',
      clear_input_value: 'Очистить значение',
      clone: 'Дублировать',
      confirm: 'Подтвердить',
      create: 'Создать',
      create_item: 'Создать %{item}',
      delete: 'Удалить',
      edit: 'Редактировать',
      export: 'Экспорт',
      list: 'Список',
      refresh: 'Обновить',
      remove_filter: 'Убрать этот фильтр',
      remove_all_filters: 'Убрать все фильтры',
      remove: 'Удалить',
      reset: 'Сбросить',
      save: 'Сохранить',
      search: 'Поиск',
      search_columns: 'Поиск столбцов',
      select_all: 'Выбрать все',
      select_all_button: 'Выбрать все',
      select_row: 'Выбрать эту строку',
      show: 'Просмотр',
      sort: 'Сортировать',
      undo: 'Отменить',
      unselect: 'Снять выделение',
      expand: 'Развернуть',
      close: 'Закрыть',
      open_menu: 'Открыть меню',
      close_menu: 'Закрыть меню',
      update: 'Обновить',
      move_up: 'Переместить вверх',
      move_down: 'Переместить вниз',
      open: 'Открыть',
      toggle_theme: 'Переключить светлую/тёмную тему',
      select_columns: 'Столбцы',
      update_application: 'Перезагрузить приложение',
    },
    boolean: {
      true: 'Да',
      false: 'Нет',
      null: ' ',
    },
    page: {
      create: 'Создать: %{name}',
      dashboard: 'Панель управления',
      edit: '%{name} %{recordRepresentation}',
      error: 'Что-то пошло не так',
      list: '%{name}',
      loading: 'Загрузка',
      not_found: 'Не найдено',
      show: '%{name} %{recordRepresentation}',
      empty: '%{name}: пока нет записей.',
      invite: 'Хотите добавить?',
      access_denied: 'Доступ запрещён',
      authentication_error: 'Ошибка аутентификации',
    },
    input: {
      file: {
        upload_several: 'Перетащите файлы сюда или нажмите, чтобы выбрать.',
        upload_single: 'Перетащите файл сюда или нажмите, чтобы выбрать.',
      },
      image: {
        upload_several: 'Перетащите изображения сюда или нажмите, чтобы выбрать.',
        upload_single: 'Перетащите изображение сюда или нажмите, чтобы выбрать.',
      },
      references: {
        all_missing: 'Связанные данные не найдены.',
        many_missing: 'Некоторые из связанных записей больше недоступны.',
        single_missing: 'Связанная запись больше недоступна.',
      },
      password: {
        toggle_visible: 'Скрыть пароль',
        toggle_hidden: 'Показать пароль',
      },
    },
    message: {
      about: 'Справка',
      access_denied: 'У вас нет прав для доступа к этой странице',
      are_you_sure: 'Вы уверены?',
      authentication_error: 'Сервер аутентификации вернул ошибку, и ваши учётные данные не удалось проверить.',
      auth_error: 'Ошибка при проверке токена аутентификации.',
      bulk_delete_content:
        'Вы уверены, что хотите удалить %{name}? |||| Вы уверены, что хотите удалить эти %{smart_count} элемента? |||| Вы уверены, что хотите удалить эти %{smart_count} элементов?',
      bulk_delete_title:
        'Удалить %{name} |||| Удалить %{smart_count} элемента (%{name}) |||| Удалить %{smart_count} элементов (%{name})',
      bulk_update_content:
        'Вы уверены, что хотите изменить %{name} %{recordRepresentation}? |||| Вы уверены, что хотите изменить эти %{smart_count} элемента? |||| Вы уверены, что хотите изменить эти %{smart_count} элементов?',
      bulk_update_title:
        'Изменить %{name} %{recordRepresentation} |||| Изменить %{smart_count} элемента (%{name}) |||| Изменить %{smart_count} элементов (%{name})',
      clear_array_input: 'Вы уверены, что хотите очистить весь список?',
      delete_content: 'Вы уверены, что хотите удалить этот элемент (%{name})?',
      delete_title: 'Удалить %{name} %{recordRepresentation}',
      details: 'Подробности',
      error: 'Ошибка на стороне клиента, запрос не может быть выполнен.',
      invalid_form: 'Форма заполнена с ошибками. Проверьте поля',
      loading: 'Пожалуйста, подождите',
      no: 'Нет',
      not_found: 'Возможно, адрес введён с ошибкой или ссылка устарела.',
      select_all_limit_reached: 'Элементов слишком много, чтобы выбрать все. Выбраны только первые %{max}.',
      unsaved_changes: 'Некоторые изменения не сохранены. Вы уверены, что хотите уйти?',
      yes: 'Да',
      placeholder_data_warning: 'Проблема с сетью: не удалось обновить данные.',
    },
    navigation: {
      clear_filters: 'Сбросить фильтры',
      no_filtered_results: '%{name}: по текущим фильтрам ничего не найдено.',
      no_results: '%{name}: ничего не найдено',
      no_more_results: 'Страницы %{page} нет. Вернитесь на предыдущую.',
      page_out_of_boundaries: 'Страница %{page} вне диапазона',
      page_out_from_end: 'Это последняя страница',
      page_out_from_begin: 'Это первая страница',
      page_range_info: '%{offsetBegin}–%{offsetEnd} из %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} из более чем %{offsetEnd}',
      current_page: 'Страница %{page}',
      page: 'Перейти на страницу %{page}',
      first: 'Перейти на первую страницу',
      last: 'Перейти на последнюю страницу',
      next: 'Перейти на следующую страницу',
      previous: 'Перейти на предыдущую страницу',
      page_rows_per_page: 'Строк на странице:',
      skip_nav: 'Перейти к содержимому',
    },
    sort: {
      sort_by: 'Сортировать по полю «%{field}», %{order}',
      ASC: 'по возрастанию',
      DESC: 'по убыванию',
    },
    auth: {
      auth_check_error: 'Войдите, чтобы продолжить',
      user_menu: 'Профиль',
      username: 'Имя пользователя',
      password: 'Пароль',
      email: 'E-mail',
      sign_in: 'Войти',
      sign_in_error: 'Ошибка аутентификации, попробуйте снова',
      logout: 'Выйти',
    },
    notification: {
      updated: 'Элемент обновлён |||| Обновлено %{smart_count} элемента |||| Обновлено %{smart_count} элементов',
      created: 'Элемент создан',
      deleted: 'Элемент удалён |||| Удалено %{smart_count} элемента |||| Удалено %{smart_count} элементов',
      bad_item: 'Некорректный элемент',
      item_doesnt_exist: 'Элемент не существует',
      http_error: 'Ошибка связи с сервером',
      data_provider_error: 'Ошибка dataProvider. Подробности в консоли.',
      i18n_error: 'Не удалось загрузить перевод для выбранного языка',
      canceled: 'Действие отменено',
      logged_out: 'Сеанс завершён, войдите снова.',
      not_authorized: 'У вас нет доступа к этому ресурсу.',
      application_update_available: 'Доступна новая версия.',
      offline: 'Нет соединения. Не удалось загрузить данные.',
    },
    validation: {
      required: 'Обязательное поле',
      minLength: 'Минимум символов: %{min}',
      maxLength: 'Максимум символов: %{max}',
      minValue: 'Значение должно быть не меньше %{min}',
      maxValue: 'Значение должно быть не больше %{max}',
      number: 'Должно быть числом',
      email: 'Некорректный e-mail',
      oneOf: 'Должно быть одним из: %{options}',
      regex: 'Должно соответствовать формату (регулярное выражение): %{pattern}',
      unique: 'Значение должно быть уникальным',
    },
    saved_queries: {
      label: 'Сохранённые запросы',
      query_name: 'Название запроса',
      new_label: 'Сохранить текущий запрос...',
      new_dialog_title: 'Сохранить текущий запрос как',
      remove_label: 'Удалить сохранённый запрос',
      remove_label_with_name: 'Удалить запрос «%{name}»',
      remove_dialog_title: 'Удалить сохранённый запрос?',
      remove_message: 'Вы уверены, что хотите удалить этот запрос из списка сохранённых?',
      help: 'Отфильтруйте список и сохраните запрос на будущее',
    },
    guesser: {
      empty: {
        title: 'Нет данных для отображения',
        message: 'Проверьте ваш dataProvider',
      },
    },
    configurable: {
      customize: 'Настроить',
      configureMode: 'Настроить эту страницу',
      inspector: {
        title: 'Инспектор',
        content: 'Наведите курсор на элементы интерфейса, чтобы настроить их',
        reset: 'Сбросить настройки',
        hideAll: 'Скрыть все',
        showAll: 'Показать все',
      },
      Datagrid: {
        title: 'Таблица',
        unlabeled: 'Столбец без названия №%{column}',
      },
      SimpleForm: {
        title: 'Форма',
        unlabeled: 'Поле без названия №%{input}',
      },
      SimpleList: {
        title: 'Список',
        primaryText: 'Основной текст',
        secondaryText: 'Дополнительный текст',
        tertiaryText: 'Третичный текст',
      },
    },
  },
  app: {
    errors: {
      access_denied: 'Доступ запрещён.',
      internal: 'Внутренняя ошибка сервера. Попробуйте позже.',
      timeout: 'Сервер слишком долго не отвечает.',
      not_found_title: 'Страница не найдена',
      not_found: 'Возможно, адрес введён с ошибкой или ссылка устарела.',
      back_to_dashboard: 'Вернуться на панель управления',
    },
    roles: {
      admin: 'Администратор',
      manager: 'Менеджер',
      affiliate: 'Партнёр',
    },
    dashboard: {
      title: 'Панель управления',
      welcome: 'Добро пожаловать, %{name}',
      workspace: 'Рабочее место: %{role}',
      no_widgets: 'Виджеты панели управления пока недоступны.',
    },
  },
  resources: {
    languages: {
      // react-admin asks for smart_count 1 and 2 only; with Polyglot's Russian rule 2 picks the second form
      name: 'Язык |||| Языки',
      fields: {
        id: 'ID',
        name: 'Название',
        system_name: 'Системное имя',
        status: 'Статус',
        status_label: 'Статус',
        q: 'Поиск',
      },
      empty: 'Языков пока нет.',
      invite: 'Добавить первый?',
      helper: {
        system_name: 'Код языка строчными буквами, 2–3 буквы, по желанию «-» и регион: en, pt-br, es-419.',
      },
      validation: {
        system_name_format:
          'Укажите код языка из 2–3 строчных букв, по желанию с «-» и регионом (например, en, pt-br).',
      },
      notifications: {
        created: 'Язык создан',
        updated: 'Язык обновлён',
        deleted: 'Язык удалён',
      },
      // read by react-admin's delete confirmation for this resource
      message: {
        delete_title: 'Удалить язык «%{recordRepresentation}»?',
        delete_content: 'Язык будет удалён из справочника. Это действие нельзя отменить.',
      },
    },
    'tracking-domains': trackingDomainMessages.ru,
    'broker-integrations': brokerIntegrationsRu,
    ...userManagementMessages.ru,
    'tracking-domain-rules': trackingDomainRuleMessages.ru,
    'marketplace-categories': marketplaceCategoryMessages.ru,
    ...dictionaryMessages.ru,
    ...offerMessages.ru,
    ...conversionMessages.ru,
    ...payoutMessages.ru,
    ...invoiceMessages.ru,
    ...postbackMessages.ru,
    ...securityResourceMessages.ru,
    ...reportResourceMessages.ru,
    'conversion-log': { ...conversionMessages.ru.conversions, ...reportResourceMessages.ru['conversion-log'] },
  },
} satisfies AppMessages;

export default ru;
