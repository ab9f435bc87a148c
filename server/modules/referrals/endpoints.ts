import type { Endpoint } from '../../http/types';
import { referralEndpoints } from './referralRoutes';

/** The referral program (spec 4 §6). */
export const endpoints: Endpoint[] = [...referralEndpoints];
