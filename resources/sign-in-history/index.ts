import { signInHistoryResource } from '../../domain/security/access';
import { defineResource } from '../../providers/resourceManifest';

/** Everyone's own sign-ins, on the security page (a route); no `<Resource>`. */
const signInHistory = defineResource({
  name: 'sign-in-history',
  ...signInHistoryResource,
  names: { en: 'Sign-in history' },
});

export default signInHistory;
