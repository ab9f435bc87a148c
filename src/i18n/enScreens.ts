import { permissionMessages } from '../permissions/messages';
import { themeMessages } from '../themes/messages';
import { securityMessages } from '../security/messages';
import { referralLinkMessages } from '../referrals/messages';
import { reportMessages } from '../../resources/traffic-report/messages';

/**
 * The English labels of the app's own screens (permissions, themes, security, reports, the referral link card), beside
 * src/i18n/enFirstView.ts: downloaded when a screen first opens (src/ui/lazyScreen.tsx waits for
 * them), never with the first view. Each resource's labels come with its manifest (`messages`).
 */
const enScreens = {
  ...permissionMessages.en,
  ...themeMessages.en,
  ...securityMessages.en,
  ...referralLinkMessages.en,
  reports: reportMessages.en,
};

export default enScreens;
