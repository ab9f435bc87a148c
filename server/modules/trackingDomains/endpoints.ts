import type { Endpoint } from '../../http/types';
import { trackingDomainEndpoints } from './domainRoutes';
import { trackingDomainRuleEndpoints } from './ruleRoutes';

/** Tracking domains and their rules. */
export const endpoints: Endpoint[] = [...trackingDomainEndpoints, ...trackingDomainRuleEndpoints];
