import { apiKeysResource } from '../../domain/security/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';

/** Everyone's own API keys, on the security page (a route); no `<Resource>`. */
export default defineResource({
  name: 'api-keys',
  ...apiKeysResource,
  names: { en: 'API key |||| API keys' },
  messages: lazyMessages(() => import('../../src/security/messages'), () => import('../../src/security/messages.ru'), 'securityResourceMessages', 'api-keys'),
});
