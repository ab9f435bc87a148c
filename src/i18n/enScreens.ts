import { dictionaryMessages } from '../../resources/dictionaries/messages';
import { marketplaceCategoryMessages } from '../../resources/marketplace-categories/messages';
import { trackingDomainRuleMessages } from '../../resources/tracking-domain-rules/messages';
import { trackingDomainMessages } from '../../resources/tracking-domains/messages';
import { userManagementMessages } from '../../resources/accounts/messages';
import { offerMessages } from '../../resources/offers/messages';
import { conversionMessages } from '../../resources/conversions/messages';
import { payoutMessages } from '../../resources/payouts/messages';
import { invoiceMessages } from '../../resources/invoices/messages';
import { postbackMessages } from '../../resources/postbacks/messages';
import { brokerIntegrationMessages } from '../../resources/broker-integrations/messages';
import { permissionMessages } from '../permissions/messages';
import { themeMessages } from '../themes/messages';
import { securityMessages, securityResourceMessages } from '../security/messages';
import { reportMessages, reportResourceMessages } from '../../resources/traffic-report/messages';
import { resourceNames } from './resourceNames';

/**
 * The English labels of the screens, beside src/i18n/enFirstView.ts: downloaded when
 * a screen first opens (src/ui/lazyScreen.tsx waits for them), never with the first view.
 */
const enScreens = {
  ...permissionMessages.en,
  ...themeMessages.en,
  ...securityMessages.en,
  reports: reportMessages.en,
  resources: {
    languages: {
      name: resourceNames.languages,
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
    'broker-integrations': brokerIntegrationMessages.en,
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

export default enScreens;
