import type { Endpoint } from '../../http/types';
import { advertiserBillingEndpoints } from './advertiserBillingRoutes';

/** Advertiser billing, staff side: invoices, payments received, balances (spec 4 §7). */
export const endpoints: Endpoint[] = [...advertiserBillingEndpoints];
