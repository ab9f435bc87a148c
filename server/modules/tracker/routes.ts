import { Hono, type Context, type Env, type MiddlewareHandler } from 'hono';
import { runRefusal, RunRefusal } from '../../../domain/offers/runnable';
import { SUB_IDS, type SubId } from '../../../domain/offers/trackingLink';
import { demoLandingPage, hopSignature, metaRefreshPage, notFoundPage, redirectAnswer, scriptPage, TRACKING_HEADERS, validHop } from './answers';
import { DeviceType, newClickId, storableText, type ClickRecord } from './clickRecord';
import { CONVERSION_PATHS, PIXEL_JS_PATH, PIXEL_PATH, pixel, POSTBACK_PATH, postback } from '../conversions/trackingPaths';
import type { TrackingDomain } from './lookups';
import { fillMacros } from './macros';
import type { Tracker } from './tracker';
import { countryOf, deviceTypeOf } from './visitor';

export const CLICK_PATH = '/click';
export const HOP_PATH = '/click/hop';
/** the first-party cookie holding the last click id, read by the conversion pixel */
export const CLICK_COOKIE = 'affnet_click';

const MAX_SUB_ID = 255;

/** The Host header's name: lower case, without port or trailing dot; '' when unusable. */
export function hostOf(header: string | undefined): string {
  const raw = (header ?? '').trim().toLowerCase();
  if (!raw || raw.length > 260) return '';
  const name = raw.startsWith('[') ? raw.slice(0, raw.indexOf(']') + 1) : raw.split(':')[0]!;
  return name.replace(/\.$/, '');
}

const idParam = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

function isSecure(tracker: Tracker, c: Context): boolean {
  if (c.req.url.startsWith('https:')) return true;
  return tracker.config.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

function clickCookie(tracker: Tracker, c: Context, clickId: string, lifetimeDays: number): string {
  const site = isSecure(tracker, c) ? 'Secure; SameSite=None' : 'SameSite=Lax';
  return `${CLICK_COOKIE}=${clickId}; Path=/; Max-Age=${lifetimeDays * 86_400}; HttpOnly; ${site}`;
}

/**
 * GET /click on a tracking domain (spec 3 §2): the click is written (with the others of its
 * batch) before the answer, so every click a visitor was sent on with is stored.
 */
async function click(tracker: Tracker, c: Context, domain: TrackingDomain): Promise<Response> {
  const query = new URL(c.req.url).searchParams;
  const offerId = idParam(query.get('offer_id'));
  const affiliateId = idParam(query.get('aff_id'));
  let malformed = offerId === null || affiliateId === null;
  const subIds = {} as Record<SubId, string | null>;
  for (const key of SUB_IDS) {
    const value = query.get(key);
    if (value && value.length > MAX_SUB_ID) malformed = true;
    subIds[key] = value ? storableText(value, MAX_SUB_ID) : null;
  }

  const ip = tracker.clientIp(c);
  const userAgent = c.req.header('user-agent') ?? '';
  const country = countryOf(ip);
  const { os, browser } = tracker.agent(userAgent);
  const deviceType = deviceTypeOf(userAgent);
  const { lookups } = tracker;
  const [offer, affiliate, rule] = malformed
    ? [null, null, null]
    : await Promise.all([lookups.offer(offerId!), lookups.affiliate(affiliateId!), lookups.rule(offerId!, affiliateId!)]);
  const refusal = malformed ? RunRefusal.Malformed : runRefusal(offer, affiliate, rule, country === '--' ? undefined : country);

  const record: ClickRecord = {
    click_id: newClickId(),
    clicked_at: tracker.now().toISOString(),
    offer_id: offerId,
    affiliate_id: affiliateId,
    manager_id: affiliate?.managerId ?? 0,
    tracking_domain_id: domain.id,
    ...subIds,
    ip: storableText(ip, 64),
    country,
    device_type: deviceType,
    os,
    browser,
    referrer: storableText(c.req.header('referer') ?? '', 1000),
    refusal,
  };
  await tracker.sink.write(record);

  if (refusal || !offer) {
    const fallback = await lookups.fallbackUrl();
    return fallback ? redirectAnswer(fallback, 302) : notFoundPage();
  }
  const landing = fillMacros(offer.landingUrl, {
    ...subIds,
    click_id: record.click_id,
    offer_id: offer.id,
    aff_id: affiliateId,
    campaign_id: offer.id,
    campaign_name: offer.name,
    country: country === '--' ? '' : country,
    os,
    browser,
    platform: deviceType === DeviceType.Mobile ? 'mobile' : 'desktop',
    ip,
    affiliate_id: affiliateId,
    affiliate_name: affiliate?.name,
  });
  // an offer saved without a usable landing page: the click counts, the visitor sees a plain page
  if (!/^https?:\/\/[^\s]+$/i.test(landing)) return notFoundPage();

  const headers = { 'Set-Cookie': clickCookie(tracker, c, record.click_id, offer.clickLifetimeDays) };
  switch (domain.redirect) {
    case '301':
      return redirectAnswer(landing, 301, headers);
    case 'meta_refresh':
      return metaRefreshPage(landing, headers);
    case 'double_meta_refresh': {
      const signature = hopSignature(await lookups.secret(), landing);
      return metaRefreshPage(`${HOP_PATH}?${new URLSearchParams({ to: landing, sig: signature }).toString()}`, headers);
    }
    case 'js':
      return scriptPage(landing, headers);
    default:
      return redirectAnswer(landing, 302, headers);
  }
}

/** GET /click/hop: the second page of a double meta refresh, to a destination this domain signed. */
async function hop(tracker: Tracker, c: Context): Promise<Response> {
  const to = c.req.query('to') ?? '';
  const signature = c.req.query('sig') ?? '';
  if (!/^https?:\/\//i.test(to) || !validHop(await tracker.lookups.secret(), to, signature)) return notFoundPage();
  return metaRefreshPage(to);
}

/**
 * The tracking paths, answered only on hosts that are active tracking domains; on any other
 * host they are a 404 and every other path goes on to the app. Never a 5xx: a failure answers
 * the plain 404 page and is logged.
 */
export function trackerMiddleware(tracker: Tracker): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path !== CLICK_PATH && path !== HOP_PATH && !CONVERSION_PATHS.includes(path)) return next();
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && !(method === 'POST' && path === POSTBACK_PATH)) {
      return new Response('Method not allowed', { status: 405, headers: TRACKING_HEADERS });
    }
    try {
      const host = hostOf(c.req.header('host') ?? new URL(c.req.url).host);
      const domain = host ? await tracker.lookups.domain(host) : null;
      if (!domain) return notFoundPage();
      switch (path) {
        case HOP_PATH:
          return await hop(tracker, c);
        case POSTBACK_PATH:
          return await postback(tracker, c);
        case PIXEL_PATH:
          return await pixel(tracker, c, 'iframe');
        case PIXEL_JS_PATH:
          return await pixel(tracker, c, 'js');
        default:
          return await click(tracker, c, domain);
      }
    } catch (error) {
      console.error('Tracking request failed:', error instanceof Error ? error.message : error);
      return notFoundPage();
    }
  };
}

/** Mounts the tracker on an app (and the demo landing page when the demo workspace is seeded). */
export function mountTracker<E extends Env>(app: Hono<E>, tracker: Tracker): void {
  app.use('*', trackerMiddleware(tracker));
  if (tracker.config.seed === 'demo') app.get('/demo/landing', (c) => demoLandingPage(new URL(c.req.url).searchParams));
}

/** The tracker alone (npm run start:tracker): tracking paths, everything else 404. */
export function createTrackerApp(tracker: Tracker): Hono {
  const app = new Hono({ strict: false });
  app.use('*', trackerMiddleware(tracker));
  app.all('*', () => notFoundPage());
  return app;
}
