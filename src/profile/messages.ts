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
    bank: {
      title: 'Bank details',
      help: 'Your payouts are sent here; the invoices you generate print them.',
      missing: 'No bank details yet: enter an account number or an IBAN so your payouts can be sent.',
      account_number: 'Account number',
      iban: 'IBAN',
      iban_help: 'With its country code and check digits, for example DE89 3704 0044 0532 0130 00',
      save: 'Save bank details',
      saved: 'Your bank details were saved.',
    },
    callback_secret: {
      title: 'Postback signing key',
      help: 'Every postback we send you carries an X-Signature header: sha256= and the HMAC-SHA-256 of the query string with this key. Compute the same on your side to check that the postback is ours.',
      key: 'Callback secret key',
      show: 'Show the key',
      hide: 'Hide the key',
      copy: 'Copy the key',
      copied: 'Key copied',
      rotate: 'Replace the key',
      rotate_title: 'Replace the postback signing key?',
      rotate_explain: 'A new key is made and the current one stops signing at once: postbacks sent from now on carry signatures made with the new key. Update your checks before or right after.',
      rotated: 'A new key was made. Update your signature checks.',
      none: 'No key yet: one is made with the first postback we send you, or now.',
      create: 'Make the key',
    },
  },
};

export type ProfileMessages = typeof en;

export const profileMessages = { en };
