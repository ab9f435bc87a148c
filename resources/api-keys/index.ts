import { apiKeysResource } from '../../domain/security/access';
import { defineResource } from '../../providers/resourceManifest';

/** Everyone's own API keys, on the security page (a route); no `<Resource>`. */
const apiKeys = defineResource({
  name: 'api-keys',
  ...apiKeysResource,
  names: { en: 'API key |||| API keys' },
});

export default apiKeys;
