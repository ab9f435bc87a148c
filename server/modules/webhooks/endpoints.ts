import type { Endpoint } from '../../http/types';
import { webhookEndpoints } from './webhookRoutes';

/** Webhooks for integrators (spec 4 §8; docs/decisions/webhooks.md). */
export const endpoints: Endpoint[] = [...webhookEndpoints];
