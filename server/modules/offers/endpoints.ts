import type { Endpoint } from '../../http/types';
import { advertiserEndpoints } from './advertiserRoutes';
import { earningGapEndpoints } from './earningGapRoutes';
import { offerEndpoints } from './offerRoutes';
import { offerGroupEndpoints } from './groupRoutes';
import { linkDomainEndpoints } from './linkDomainRoutes';
import { overrideEndpoints } from './overrideRoutes';
import { requestEndpoints } from './requestRoutes';

/** Offers (spec 3 §1; the API's /campaigns): offers, affiliate rules, offer groups, advertisers, payout and revenue rules, link domains, where an affiliate earns nothing. */
export const endpoints: Endpoint[] = [...offerEndpoints, ...requestEndpoints, ...offerGroupEndpoints, ...advertiserEndpoints, ...overrideEndpoints, ...linkDomainEndpoints, ...earningGapEndpoints];
