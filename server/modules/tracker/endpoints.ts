import type { Endpoint } from '../../http/types';

/**
 * None under /api: the tracking paths (clicks, /postback, the pixels, /autologin, the hosted
 * /lead-form) are answered on tracking-domain hosts before the API (trackerRoutes.ts, mounted by server/app.ts and server/trackerMain.ts).
 */
export const endpoints: Endpoint[] = [];
