// Messages of the permission screens and the system settings page, referenced by one line in
// each catalogue (src/i18n/en.ts, ru.ts). Labels of groups, keys and features live in domain/.

const en = {
  permissions: {
    title: 'Permission settings',
    mine: 'My permissions',
    of_user: 'Permissions: %{name}',
    read_only: 'You can see these permissions but not change them.',
    empty: 'No permission group applies to this user.',
    loading: 'Loading permissions…',
    info: 'About this group',
    save: 'Save',
    cancel: 'Cancel',
    back: 'All users',
    user_not_found: 'This user does not exist, or you may not see their permissions.',
    notify: {
      title: 'Permission settings',
      saved: 'Permissions updated.',
      failed: 'The permissions could not be saved. Please try again.',
    },
    defaults: {
      title: 'Defaults for new users',
      manager: 'Defaults for new managers',
      affiliate: 'Defaults for new affiliates',
      admin: 'Defaults for new administrators',
      help: 'Every new user of this role starts with these permissions, however the account is made. Existing users keep theirs.',
      saved: 'Defaults saved. Users created from now on get them.',
      failed: 'The defaults could not be loaded. Please reload the page.',
    },
    menu: {
      users: 'User permissions',
      mine: 'My permissions',
      system_settings: 'System settings',
    },
    users: {
      id: 'ID',
      email: 'E-mail',
      full_name: 'Name',
      user_type: 'User type',
      q: 'Search',
      open: 'Permissions',
    },
  },
  system_settings: {
    title: 'System settings',
    general: 'General settings',
    referral: 'Default referral program',
    referral_off: 'The referral program is switched off in the workspace features.',
    features: 'Workspace features',
    features_help: 'A switched-off feature hides its menus and permission groups, and its API answers 403.',
    saved: 'Settings saved.',
    fields: {
      registration_type_id: 'Registration type',
      default_payment_terms_id: 'Default payment terms (id)',
      system_commission_threshold: 'System commission threshold',
      default_affiliate_manager_id: 'Default affiliate manager',
      default_advertiser_id: 'Default advertiser (id)',
      fallback_url: 'Fallback URL for refused clicks (empty: a plain 404 page)',
      workspace_features: 'Workspace features',
      status: 'Status',
      reward_type_id: 'Reward type',
      reward_value: 'Reward',
    },
  },
};

export type PermissionMessages = typeof en;

const ru = {
  permissions: {
    title: 'Настройки прав',
    mine: 'Мои права',
    of_user: 'Права: %{name}',
    read_only: 'Вы можете видеть эти права, но не менять их.',
    empty: 'К этому пользователю не относится ни одна группа прав.',
    loading: 'Загрузка прав…',
    info: 'Об этой группе',
    save: 'Сохранить',
    cancel: 'Отмена',
    back: 'Все пользователи',
    user_not_found: 'Такого пользователя нет, или вам нельзя видеть его права.',
    notify: {
      title: 'Настройки прав',
      saved: 'Права обновлены.',
      failed: 'Не удалось сохранить права. Попробуйте ещё раз.',
    },
    defaults: {
      title: 'Права новых пользователей по умолчанию',
      manager: 'По умолчанию для новых менеджеров',
      affiliate: 'По умолчанию для новых партнёров',
      admin: 'По умолчанию для новых администраторов',
      help: 'Каждый новый пользователь этой роли получает эти права, как бы ни была создана учётная запись. У существующих пользователей права не меняются.',
      saved: 'Права по умолчанию сохранены. Их получат пользователи, созданные с этого момента.',
      failed: 'Не удалось загрузить права по умолчанию. Обновите страницу.',
    },
    menu: {
      users: 'Права пользователей',
      mine: 'Мои права',
      system_settings: 'Системные настройки',
    },
    users: {
      id: 'ID',
      email: 'E-mail',
      full_name: 'Имя',
      user_type: 'Тип пользователя',
      q: 'Поиск',
      open: 'Права',
    },
  },
  system_settings: {
    title: 'Системные настройки',
    general: 'Общие настройки',
    referral: 'Реферальная программа по умолчанию',
    referral_off: 'Реферальная программа выключена в функциях пространства.',
    features: 'Функции пространства',
    features_help: 'Выключенная функция скрывает свои меню и группы прав, а её API отвечает 403.',
    saved: 'Настройки сохранены.',
    fields: {
      registration_type_id: 'Тип регистрации',
      default_payment_terms_id: 'Условия оплаты по умолчанию (id)',
      system_commission_threshold: 'Системный порог комиссии',
      default_affiliate_manager_id: 'Менеджер партнёров по умолчанию',
      default_advertiser_id: 'Рекламодатель по умолчанию (id)',
      fallback_url: 'Адрес для отклонённых кликов (пусто: простая страница 404)',
      workspace_features: 'Функции пространства',
      status: 'Статус',
      reward_type_id: 'Тип вознаграждения',
      reward_value: 'Вознаграждение',
    },
  },
} satisfies PermissionMessages;

export const permissionMessages = { en, ru };
