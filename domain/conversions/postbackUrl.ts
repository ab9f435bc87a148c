import { isLocalHost } from '../offers/trackingLink';

export interface PostbackUrlInput {
  /** the offer's tracking domain host name */
  domain: string;
  /** the advertiser's postback token */
  token: string;
  /** the app's own port, for `*.localhost` demo domains served over plain http */
  localPort?: number;
}

/**
 * The S2S postback URL an advertiser's server calls (spec 3 §4), as the offer and advertiser
 * screens show it: the token filled in, `{click_id}` and the other braces left for the
 * advertiser's system to replace. Extra parameters (`sum`, `currency`, `order_id`) are optional.
 */
export function postbackUrl({ domain, token, localPort }: PostbackUrlInput, action = 'lead'): string {
  const origin = isLocalHost(domain) ? `http://${domain}${localPort ? `:${localPort}` : ''}` : `https://${domain}`;
  return `${origin}/postback?click_id={click_id}&action=${encodeURIComponent(action)}&sum={sum}&currency={currency}&order_id={order_id}&token=${encodeURIComponent(token)}`;
}

/** The iFrame and JS pixel snippets for the advertiser's confirmation page (spec 3 §4). */
export function pixelSnippets({ domain, localPort }: Omit<PostbackUrlInput, 'token'>, offerId: number, action = 'lead') {
  const origin = isLocalHost(domain) ? `http://${domain}${localPort ? `:${localPort}` : ''}` : `https://${domain}`;
  const query = `offer_id=${offerId}&action=${encodeURIComponent(action)}&sum={sum}&order_id={order_id}`;
  return {
    iframe: `<iframe src="${origin}/pixel?${query}" width="1" height="1" frameborder="0" style="display:none"></iframe>`,
    js: `<script src="${origin}/pixel.js?${query}" async></script>`,
  };
}
