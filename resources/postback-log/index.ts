import { postbackLogResource } from '../../domain/security/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';

/** The postbacks' processing log, shown on the postbacks page; no `<Resource>`. */
export default defineResource({
  name: 'postback-log',
  ...postbackLogResource,
  names: { en: 'Processing log' },
  messages: lazyMessages(() => import('../postbacks/messages'), () => import('../postbacks/messages.ru'), 'postbackMessages', 'postback-log'),
});
