import type { Endpoint } from '../../http/types';
import { portalEndpoints } from './portalRoutes';
import { staffEndpoints } from './staffRoutes';

/** Advertisers' requests to change their offers (spec 4 §7): made in the advertiser's app, answered by staff. */
export const endpoints: Endpoint[] = [...portalEndpoints, ...staffEndpoints];
