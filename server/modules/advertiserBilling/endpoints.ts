import type { Endpoint } from '../../http/types';
import { advertiserBillingEndpoints } from './advertiserBillingRoutes';
import { revenueComparisonEndpoints } from './revenueComparisonRoutes';
import { adjustmentEndpoints } from './adjustmentRoutes';

/** Advertiser billing, staff side: invoices, payments received, balances, revenue against invoiced (spec 4 §7). */
export const endpoints: Endpoint[] = [...advertiserBillingEndpoints, ...revenueComparisonEndpoints, ...adjustmentEndpoints];
