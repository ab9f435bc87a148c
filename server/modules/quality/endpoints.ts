import type { Endpoint } from '../../http/types';
import { qualityEndpoints } from './qualityRoutes';

/** Traffic quality (spec 4 §4): the reasons of a click or conversion; its settings live in modules/settings. */
export const endpoints: Endpoint[] = [...qualityEndpoints];
