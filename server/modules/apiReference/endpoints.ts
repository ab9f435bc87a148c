import type { Endpoint } from '../../http/types';
import { apiReferenceEndpoints } from './apiReferenceRoutes';

/** The public API's reference (spec 4 §8): the OpenAPI 3.1 document of every call an API key may make. */
export const endpoints: Endpoint[] = [...apiReferenceEndpoints];
