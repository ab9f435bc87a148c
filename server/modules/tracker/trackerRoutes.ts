import { Hono, type Context, type Env, type MiddlewareHandler } from 'hono';
import { demoLandingPage, metaRefreshPage, methodNotAllowed, notFoundPage, toResponse, validHop, type TrackingAnswer } from './answers';
import { answerClick, CLICK_PATH, hostOf, HOP_PATH } from './click';
import { CONVERSION_PATHS, PIXEL_JS_PATH, PIXEL_PATH, pixel, POSTBACK_PATH, postback } from '../conversions/trackingPaths';
import type { Tracker } from './tracker';
import { AUTOLOGIN_PREFIX, openAutologin } from '../leads/autologin';
import { answerLeadForm, LEAD_FORM_PREFIX } from '../leads/leadForm';
import { trustedForwarded } from '../../http/clientIp';
import { limitBodies } from '../../http/bodyLimit';

function isSecure(tracker: Tracker, c: Context): boolean {
  if (c.req.url.startsWith('https:')) return true;
  return trustedForwarded(tracker.config, c.req.header('x-forwarded-proto')) === 'https';
}

const clickOf = (tracker: Tracker, c: Context) => ({
  query: new URL(c.req.url).searchParams,
  ip: tracker.clientIp(c),
  userAgent: c.req.header('user-agent') ?? '',
  referrer: c.req.header('referer') ?? '',
  secure: isSecure(tracker, c),
});

/** GET /click/hop: the second page of a double meta refresh, to a destination this domain signed. */
async function hop(tracker: Tracker, c: Context): Promise<TrackingAnswer> {
  const to = c.req.query('to') ?? '';
  const signature = c.req.query('sig') ?? '';
  if (!/^https?:\/\//i.test(to) || !validHop(await tracker.lookups.secret(), to, signature)) return notFoundPage();
  return metaRefreshPage(to);
}

/** GET /autologin/{token} (leads/autologin.ts): GET only, so a HEAD from a link preview never uses the link up. */
async function autologin(tracker: Tracker, c: Context): Promise<Response> {
  if (c.req.method !== 'GET') return toResponse(methodNotAllowed());
  try {
    return await openAutologin(tracker.db, c.req.path.slice(AUTOLOGIN_PREFIX.length), tracker.clientIp(c), tracker.now());
  } catch (error) {
    console.error('Autologin failed:', error instanceof Error ? error.message : error);
    return toResponse(notFoundPage());
  }
}

/** GET|POST /lead-form/{offer_id} (leads/leadForm.ts): on an active tracking domain only, never a 5xx. */
async function leadForm(tracker: Tracker, c: Context): Promise<Response> {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return toResponse(methodNotAllowed());
  try {
    const host = hostOf(c.req.header('host') ?? new URL(c.req.url).host);
    if (!host || !(await tracker.lookups.domain(host))) return toResponse(notFoundPage());
    return await answerLeadForm(tracker, c);
  } catch (error) {
    console.error('Lead form failed:', error instanceof Error ? error.message : error);
    return toResponse(notFoundPage());
  }
}

/**
 * The tracking paths, answered only on hosts that are active tracking domains; on any other
 * host they are a 404 and every other path goes on to the app. Never a 5xx: a failure answers
 * the plain 404 page and is logged. (A server that listens with nodeListener.ts answers GET
 * /click before Hono sees it, the same way.)
 */
export function trackerMiddleware(tracker: Tracker): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    // a lead's one-time autologin: answered on every host, the app's and the tracking domains'
    if (path.startsWith(AUTOLOGIN_PREFIX)) return autologin(tracker, c);
    if (path.startsWith(LEAD_FORM_PREFIX)) return leadForm(tracker, c);
    if (path !== CLICK_PATH && path !== HOP_PATH && !CONVERSION_PATHS.includes(path)) return next();
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && !(method === 'POST' && path === POSTBACK_PATH)) return toResponse(methodNotAllowed());
    try {
      const host = hostOf(c.req.header('host') ?? new URL(c.req.url).host);
      const domain = host ? await tracker.lookups.domain(host) : null;
      if (!domain) return toResponse(notFoundPage());
      switch (path) {
        case HOP_PATH:
          return toResponse(await hop(tracker, c));
        case POSTBACK_PATH:
          return await postback(tracker, c);
        case PIXEL_PATH:
          return await pixel(tracker, c, 'iframe');
        case PIXEL_JS_PATH:
          return await pixel(tracker, c, 'js');
        default:
          return toResponse(await answerClick(tracker, clickOf(tracker, c), domain));
      }
    } catch (error) {
      console.error('Tracking request failed:', error instanceof Error ? error.message : error);
      return toResponse(notFoundPage());
    }
  };
}

/** Mounts the tracker on an app (and the demo landing page when the demo workspace is seeded). */
export function mountTracker<E extends Env>(app: Hono<E>, tracker: Tracker): void {
  app.use('*', trackerMiddleware(tracker));
  if (tracker.config.seed === 'demo') app.get('/demo/landing', (c) => toResponse(demoLandingPage(new URL(c.req.url).searchParams)));
}

/** The tracker alone (npm run start:tracker): tracking paths, everything else 404. */
export function createTrackerApp(tracker: Tracker): Hono {
  const app = new Hono({ strict: false });
  app.use('*', limitBodies());
  app.use('*', trackerMiddleware(tracker));
  app.all('*', () => toResponse(notFoundPage()));
  return app;
}
