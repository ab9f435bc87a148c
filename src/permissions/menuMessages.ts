// The menu entries of the permission screens and the system settings page, in English: they load
// with the back office's first view, the screens' own labels (./messages.ts) with the screens.
// The Russian of both is ./messages.ru.ts.

export const permissionMenuMessages = {
  en: {
    permissions: {
      menu: {
        users: 'User permissions',
        mine: 'My permissions',
        system_settings: 'System settings',
      },
    },
  },
};
