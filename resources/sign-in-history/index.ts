import { signInHistoryResource } from '../../domain/security/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';

/** Everyone's own sign-ins, on the security page (a route); no `<Resource>`. */
export default defineResource({
  name: 'sign-in-history',
  ...signInHistoryResource,
  names: { en: 'Sign-in history' },
  messages: lazyMessages(() => import('../../src/security/messages'), () => import('../../src/security/messages.ru'), 'securityResourceMessages', 'sign-in-history'),
});
