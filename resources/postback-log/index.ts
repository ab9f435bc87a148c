import { postbackLogResource } from '../../domain/security/access';
import { defineResource } from '../../providers/resourceManifest';

/** The postbacks' processing log, shown on the postbacks page; no `<Resource>`. */
const postbackLog = defineResource({
  name: 'postback-log',
  ...postbackLogResource,
  names: { en: 'Processing log' },
  messages: {
    en: () => import('../postbacks/messages').then((m) => m.postbackMessages.en['postback-log']),
    ru: () => import('../postbacks/messages.ru').then((m) => m.postbackMessages.ru['postback-log']),
  },
});

export default postbackLog;
