import type { Page } from '@playwright/test';
import { trackingLink } from '../domain/offers/trackingLink';
import type { RunningServer } from './server';

/**
 * A visitor's click on an affiliate's link, on the local tracking domain (the browser, not Node,
 * resolves *.localhost to this machine): the click id the demo landing page receives.
 */
export async function clickThrough(page: Page, app: Pick<RunningServer, 'url'>, link: { offerId: number; affiliateId: number; subIds?: Record<string, string> }): Promise<string> {
  await page.goto(trackingLink({ domain: 'track.localhost', offerId: link.offerId, affiliateId: link.affiliateId, subIds: link.subIds ?? {}, localPort: Number(new URL(app.url).port) }));
  await page.waitForURL(/\/demo\/landing\?/);
  return new URL(page.url()).searchParams.get('click_id')!;
}

/**
 * The offer's S2S postback URL as its page shows it (an action of lead), with its macros filled as
 * the advertiser's server would fill them.
 */
export function fillPostback(template: string, fill: { clickId: string; action?: string; sum: string; currency: string; orderId: string }): string {
  const url = template.replace('{click_id}', fill.clickId).replace('{sum}', fill.sum).replace('{currency}', fill.currency).replace('{order_id}', fill.orderId);
  return fill.action ? url.replace('action=lead', `action=${fill.action}`) : url;
}

/** The UTC day `offset` days from now, YYYY-MM-DD (the journeys' browsers and the demo's workspace are in UTC). */
export const utcDay = (offset = 0): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The affiliate's dashboard over yesterday to tomorrow: today alone (its default) is another day
 * after UTC midnight, were midnight to pass between what a journey did and its reading.
 */
export const affiliateDashboardAroundToday = (): string => `/affiliate/d/?period=custom_date&from=${utcDay(-1)}&to=${utcDay(1)}`;
