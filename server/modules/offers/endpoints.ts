import type { Endpoint } from '../../http/types';
import { advertiserEndpoints } from './advertiserRoutes';
import { campaignEndpoints } from './campaignRoutes';
import { offerGroupEndpoints } from './groupRoutes';
import { linkDomainEndpoints } from './linkDomainRoutes';
import { overrideEndpoints } from './overrideRoutes';
import { requestEndpoints } from './requestRoutes';

/** Offers (spec 3 §1): campaigns, affiliate rules, offer groups, advertisers, payout and revenue rules, link domains. */
export const endpoints: Endpoint[] = [...campaignEndpoints, ...requestEndpoints, ...offerGroupEndpoints, ...advertiserEndpoints, ...overrideEndpoints, ...linkDomainEndpoints];
