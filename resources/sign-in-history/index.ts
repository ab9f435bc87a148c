import { signInHistoryResource } from '../../domain/security/access';
import { defineResource } from '../../providers/resourceManifest';

/** Everyone's own sign-ins, on the security page (a route); no `<Resource>`. */
const signInHistory = defineResource({
  name: 'sign-in-history',
  ...signInHistoryResource,
  names: { en: 'Sign-in history' },
  messages: {
    en: () => import('../../src/security/messages').then((m) => m.securityResourceMessages.en['sign-in-history']),
    ru: () => import('../../src/security/messages.ru').then((m) => m.securityResourceMessages.ru['sign-in-history']),
  },
});

export default signInHistory;
