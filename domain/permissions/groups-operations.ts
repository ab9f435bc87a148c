import type { KeysOfGroups, PermissionGroup } from './types';

const MANAGER_ADMIN = ['manager', 'admin'] as const;

/** Offers, users, postbacks, automation, permission management, logs and archives (spec 2 §6). */
const GROUPS = [
  {
    id: 'offer_campaigns',
    title: { en: 'Offer campaigns', ru: 'Офферы' },
    roles: MANAGER_ADMIN,
    feature: 'offer_management',
    permissions: [
      {
        key: 'UI_OfferCampaigns_View',
        name: { en: 'View offer campaigns', ru: 'Просмотр офферов' },
        childrenPermissions: [
          'UI_OfferCampaigns_Manage',
          'UI_OfferCampaigns_ManagePromotionRules',
          'UI_OfferCampaigns_ManageBlockingRules',
          'UI_OfferCampaigns_Suspend',
          'UI_OfferCampaigns_ApproveRequest',
        ],
      },
      { key: 'UI_OfferCampaigns_Manage', name: { en: 'Create and edit offer campaigns', ru: 'Создание и изменение офферов' } },
      {
        key: 'UI_OfferCampaigns_ManagePromotionRules',
        name: { en: 'Manage promotion rules', ru: 'Управление правилами продвижения' },
        tooltip: {
          en: 'Who may promote an offer, and on which terms.',
          ru: 'Кто может продвигать оффер и на каких условиях.',
        },
      },
      {
        key: 'UI_OfferCampaigns_ManageBlockingRules',
        name: { en: 'Manage blocking rules', ru: 'Управление правилами блокировки' },
        tooltip: {
          en: 'Block traffic to an offer by country, source or affiliate.',
          ru: 'Блокировка трафика на оффер по стране, источнику или партнёру.',
        },
      },
      { key: 'UI_OfferCampaigns_Suspend', name: { en: 'Suspend offer campaigns', ru: 'Приостановка офферов' } },
      {
        key: 'UI_OfferCampaigns_ApproveRequest',
        name: { en: 'Approve requests to promote', ru: 'Одобрение заявок на продвижение' },
      },
    ],
  },
  {
    id: 'user_operations',
    title: { en: 'User operations', ru: 'Операции с пользователями' },
    roles: MANAGER_ADMIN,
    feature: 'user_operations',
    permissions: [
      {
        key: 'UI_UserOperations_View',
        name: { en: 'View users', ru: 'Просмотр пользователей' },
        childrenPermissions: ['UI_UserOperations_Manage', 'UI_UserOperations_Approve', 'UI_UserOperations_Ban'],
      },
      { key: 'UI_UserOperations_Manage', name: { en: 'Create and edit users', ru: 'Создание и изменение пользователей' } },
      {
        key: 'UI_UserOperations_Approve',
        name: { en: 'Approve own users', ru: 'Одобрение своих пользователей' },
        excludeRoles: ['admin'],
        tooltip: {
          en: 'Approve or decline registration requests of affiliates assigned to this manager.',
          ru: 'Одобрение и отклонение заявок на регистрацию партнёров этого менеджера.',
        },
      },
      {
        key: 'UI_UserOperations_Approve',
        name: { en: 'Approve all users', ru: 'Одобрение всех пользователей' },
        excludeRoles: ['manager'],
        tooltip: {
          en: 'Approve or decline every registration request.',
          ru: 'Одобрение и отклонение любых заявок на регистрацию.',
        },
      },
      { key: 'UI_UserOperations_Ban', name: { en: 'Ban and unban users', ru: 'Блокировка и разблокировка пользователей' } },
    ],
  },
  {
    id: 'postbacks',
    title: { en: 'Postbacks', ru: 'Постбэки' },
    roles: ['manager', 'admin', 'affiliate'],
    feature: 'postback_management',
    permissions: [
      { key: 'UI_Postback_View', name: { en: 'View postbacks', ru: 'Просмотр постбэков' }, childrenPermissions: ['UI_Postback_Manage'] },
      { key: 'UI_Postback_Manage', name: { en: 'Manage postbacks', ru: 'Управление постбэками' } },
    ],
  },
  {
    id: 'automation_rules',
    title: { en: 'Automation rules', ru: 'Правила автоматизации' },
    roles: MANAGER_ADMIN,
    feature: 'automation_rules',
    permissions: [
      {
        key: 'UI_AutomationRules_View',
        name: { en: 'View automation rules', ru: 'Просмотр правил автоматизации' },
        childrenPermissions: ['UI_AutomationRules_Manage'],
      },
      { key: 'UI_AutomationRules_Manage', name: { en: 'Manage automation rules', ru: 'Управление правилами автоматизации' } },
    ],
  },
  {
    id: 'permission_settings',
    title: { en: 'Permission settings', ru: 'Настройки прав' },
    roles: MANAGER_ADMIN,
    description: {
      en: 'These permissions let a user change what other users may do. Grant them with care.',
      ru: 'Эти права позволяют менять права других пользователей. Выдавайте их осторожно.',
    },
    permissions: [
      {
        key: 'UI_PermissionSettings_View',
        name: { en: 'View permission settings', ru: 'Просмотр настроек прав' },
        // ManageTL has no row of its own, but is cleared with its parent (spec 2 §6)
        childrenPermissions: [
          'UI_PermissionSettings_ManageAdmin',
          'UI_PermissionSettings_ManageTL',
          'UI_PermissionSettings_ManageManager',
          'UI_PermissionSettings_ManageAdvertiser',
          'UI_PermissionSettings_ManageAffiliate',
        ],
      },
      {
        key: 'UI_PermissionSettings_ManageAdmin',
        name: { en: "Manage administrators' permissions", ru: 'Управление правами администраторов' },
        excludeRoles: ['affiliate', 'manager'],
      },
      {
        key: 'UI_PermissionSettings_ManageManager',
        name: { en: "Manage managers' permissions", ru: 'Управление правами менеджеров' },
        excludeRoles: ['affiliate', 'manager'],
      },
      {
        key: 'UI_PermissionSettings_ManageAdvertiser',
        name: { en: "Manage advertisers' permissions", ru: 'Управление правами рекламодателей' },
        excludeRoles: ['affiliate', 'manager'],
      },
      {
        key: 'UI_PermissionSettings_ManageAffiliate',
        name: { en: "Manage affiliates' permissions", ru: 'Управление правами партнёров' },
        excludeRoles: ['affiliate'],
      },
    ],
  },
  {
    id: 'logs',
    title: { en: 'Logs', ru: 'Журналы' },
    roles: MANAGER_ADMIN,
    feature: 'logs',
    permissions: [{ key: 'UI_Logs_View', name: { en: 'View logs', ru: 'Просмотр журналов' } }],
  },
  {
    id: 'archivation',
    title: { en: 'Archivation', ru: 'Архивация' },
    roles: MANAGER_ADMIN,
    feature: 'archives',
    permissions: [
      {
        key: 'UI_Archivation_Manage',
        name: { en: 'Archive and restore records', ru: 'Архивация и восстановление записей' },
        tooltip: {
          en: 'Archived records leave lists and reports until restored.',
          ru: 'Архивные записи исчезают из списков и отчётов до восстановления.',
        },
      },
    ],
  },
  {
    // spec 2 §4: each key offers one registration type in the system settings (grantable here)
    id: 'registration_types',
    title: { en: 'Registration types', ru: 'Типы регистрации' },
    roles: ['admin'],
    permissions: [
      { key: 'UI_Registration_Type_Open', name: { en: 'Set registration to Open', ru: 'Включать открытую регистрацию' } },
      { key: 'UI_Registration_Type_Moderated', name: { en: 'Set registration to Moderated', ru: 'Включать модерируемую регистрацию' } },
      { key: 'UI_Registration_Type_Closed', name: { en: 'Set registration to Closed', ru: 'Закрывать регистрацию' } },
    ],
  },
  {
    // spec 2 §6 "other keys": the rest of them are always added, so only this one needs a row
    id: 'other_keys',
    title: { en: 'Other keys', ru: 'Прочие ключи' },
    roles: MANAGER_ADMIN,
    feature: 'capacity',
    permissions: [{ key: 'UI_Capacity', name: { en: 'Capacity (workspace key)', ru: 'Вместимость (ключ пространства)' } }],
  },
] as const satisfies readonly PermissionGroup[];

export type OperationsKey = KeysOfGroups<typeof GROUPS>;
export const OPERATIONS_GROUPS: readonly PermissionGroup<OperationsKey>[] = GROUPS;
