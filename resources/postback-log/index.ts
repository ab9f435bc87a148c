import { postbackLogResource } from '../../domain/security/access';
import { defineResource } from '../../providers/resourceManifest';

/** The postbacks' processing log, shown on the postbacks page; no `<Resource>`. */
const postbackLog = defineResource({
  name: 'postback-log',
  ...postbackLogResource,
  names: { en: 'Processing log' },
});

export default postbackLog;
