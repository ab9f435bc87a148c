import type { Endpoint } from '../../http/types';
import { marketplaceCategoryEndpoints } from './marketplaceRoutes';
import { referenceDictionaryEndpoints } from './referenceRoutes';

/** Dictionaries: the marketplace categories and the reference lists the forms choose from. */
export const endpoints: Endpoint[] = [...marketplaceCategoryEndpoints, ...referenceDictionaryEndpoints];
