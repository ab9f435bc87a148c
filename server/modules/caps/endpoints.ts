import type { Endpoint } from '../../http/types';

/**
 * None of its own: an offer's caps are read and written with the offer (GET, POST and PUT
 * /campaigns, server/modules/offers/offerRoutes.ts) and enforced by the tracker and the postback.
 */
export const endpoints: Endpoint[] = [];
