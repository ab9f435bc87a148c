import type { Endpoint } from '../../http/types';
import { clickBillingEndpoints } from './clickBillingRoutes';
import { clickRuleEndpoints } from './clickRuleRoutes';

/** Click commissions (spec 4 §3): click payout rules, and the click billing screen's rows. */
export const endpoints: Endpoint[] = [...clickRuleEndpoints, ...clickBillingEndpoints];
