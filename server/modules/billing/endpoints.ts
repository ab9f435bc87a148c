import type { Endpoint } from '../../http/types';
import { billingEndpoints } from './billingRoutes';
import { invoiceEndpoints } from './invoiceRoutes';

/** Affiliate billing (spec 3 §6): billing periods, payouts and invoices. */
export const endpoints: Endpoint[] = [...billingEndpoints, ...invoiceEndpoints];
