/** Menu group titles; the entries are the resources' own labels. */
export const menuMessages = {
  en: {
    menu: {
      groups: {
        offers: 'Offers',
        leads: 'Leads',
        conversions: 'Conversions',
        reports: 'Reports',
        userOperations: 'User operations',
        tracking: 'Tracking',
        dictionaries: 'Dictionaries',
        settings: 'Settings',
      },
      profile: 'Profile',
      label: 'Main menu',
      toggle_group: 'Show or hide %{group}',
    },
  },
};
