import englishMessages from 'ra-language-english';
import { dictionaryMessages } from '../../resources/dictionaries/messages';
import { permissionMessages } from '../permissions/messages';
import { profileMessages } from '../profile/messages';
import { themeMessages } from '../themes/messages';
import { dashboardMessages } from '../dashboard/messages';
import { chartMessages } from '../dashboard/charts/messages';
import { uiMessages } from '../ui/messages';
import { menuMessages } from '../layout/menu/messages';
import { marketplaceCategoryMessages } from '../../resources/marketplace-categories/messages';
import { trackingDomainRuleMessages } from '../../resources/tracking-domain-rules/messages';
import { trackingDomainMessages } from '../../resources/tracking-domains/messages';
import { userManagementMessages } from '../../resources/accounts/messages';
import { offerMessages } from '../../resources/offers/messages';
import { conversionMessages } from '../../resources/conversions/messages';
import { payoutMessages } from '../../resources/payouts/messages';
import { invoiceMessages } from '../../resources/invoices/messages';
import { postbackMessages } from '../../resources/postbacks/messages';
import { securityMessages, securityResourceMessages } from '../security/messages';
import { reportMessages, reportResourceMessages } from '../reports/messages';

/** The English catalogue: react-admin's messages plus ours. Its shape is the type every locale satisfies. */
const en = {
  ...englishMessages,
  ...permissionMessages.en,
  ...themeMessages.en,
  ...dashboardMessages.en,
  ...chartMessages.en,
  ...uiMessages.en,
  ...profileMessages.en,
  ...securityMessages.en,
  ...menuMessages.en,
  reports: reportMessages.en,
  app: {
    errors: {
      access_denied: 'Access denied.',
      internal: 'Internal server error. Please try again later.',
      timeout: 'The server took too long to answer.',
      not_found_title: 'Page not found',
      not_found: 'Either you typed a wrong address, or you followed a bad link.',
      back_to_dashboard: 'Back to the dashboard',
    },
    roles: {
      admin: 'Administrator',
      manager: 'Manager',
      affiliate: 'Affiliate',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      workspace: '%{role} workspace',
      no_widgets: 'Dashboard widgets are not available yet.',
    },
  },
  resources: {
    languages: {
      name: 'Language |||| Languages',
      fields: {
        id: 'ID',
        name: 'Name',
        system_name: 'System name',
        status: 'Status',
        status_label: 'Status',
        q: 'Search',
      },
      empty: 'No languages yet.',
      invite: 'Add the first one?',
      helper: {
        system_name: 'Lower-case language code, 2–3 letters, optionally "-" and a region: en, pt-br, es-419.',
      },
      validation: {
        system_name_format:
          'Use a lower-case language code of 2–3 letters, optionally followed by "-" and a region (e.g. en, pt-br).',
      },
      notifications: {
        created: 'Language created',
        updated: 'Language updated',
        deleted: 'Language deleted',
      },
      // read by react-admin's delete confirmation for this resource
      message: {
        delete_title: 'Delete the language "%{recordRepresentation}"?',
        delete_content: 'The language is removed from the dictionary. This cannot be undone.',
      },
    },
    'tracking-domains': trackingDomainMessages.en,
    ...userManagementMessages.en,
    'tracking-domain-rules': trackingDomainRuleMessages.en,
    'marketplace-categories': marketplaceCategoryMessages.en,
    ...dictionaryMessages.en,
    ...offerMessages.en,
    ...conversionMessages.en,
    ...payoutMessages.en,
    ...invoiceMessages.en,
    ...postbackMessages.en,
    ...securityResourceMessages.en,
    ...reportResourceMessages.en,
    'conversion-log': { ...conversionMessages.en.conversions, ...reportResourceMessages.en['conversion-log'] },
  },
};

export type AppMessages = typeof en;

export default en;
