import type { Endpoint } from '../../http/types';
import { erasureEndpoints } from './erasureRoutes';

/** Erasure of a person's data on request (spec 4 §8): accounts and leads, their figures kept. */
export const endpoints: Endpoint[] = [...erasureEndpoints];
