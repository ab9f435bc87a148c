// Messages of the profile page, referenced by one line in each catalogue.

const en = {
  profile: {
    title: 'My profile',
    menu: 'Profile',
    saved: 'Your profile was saved.',
    fields: {
      email: 'E-mail',
      first_name: 'First name',
      last_name: 'Last name',
      language: 'Language',
      time_zone: 'Time zone',
      email_notifications: 'E-mail notifications',
      alert_notifications: 'In-app alerts',
    },
    notifications: {
      country_capacity_reached: 'A country’s capacity is reached',
      tracking_domain_removed: 'A tracking domain is removed',
    },
    languages: {
      en: 'English',
      ru: 'Русский',
    },
  },
};

export type ProfileMessages = typeof en;

export const profileMessages = { en };
