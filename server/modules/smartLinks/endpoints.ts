import type { Endpoint } from '../../http/types';
import { smartLinkEndpoints } from './smartLinkRoutes';

/** Smart links (spec 4 §6, `marketing_campaigns`): an affiliate's one link over several offers. */
export const endpoints: Endpoint[] = [...smartLinkEndpoints];
