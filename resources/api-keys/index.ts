import { apiKeysResource } from '../../domain/security/access';
import { defineResource } from '../../providers/resourceManifest';

/** Everyone's own API keys, on the security page (a route); no `<Resource>`. */
const apiKeys = defineResource({
  name: 'api-keys',
  ...apiKeysResource,
  names: { en: 'API key |||| API keys' },
  messages: {
    en: () => import('../../src/security/messages').then((m) => m.securityResourceMessages.en['api-keys']),
    ru: () => import('../../src/security/messages.ru').then((m) => m.securityResourceMessages.ru['api-keys']),
  },
});

export default apiKeys;
