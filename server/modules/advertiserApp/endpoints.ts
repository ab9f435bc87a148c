import type { Endpoint } from '../../http/types';
import { invoiceEndpoints } from './invoiceRoutes';
import { portalEndpoints } from './portalRoutes';

/** The advertiser's own app (spec 4 §7): /api/advertiser/portal/…. */
export const endpoints: Endpoint[] = [...portalEndpoints, ...invoiceEndpoints];
