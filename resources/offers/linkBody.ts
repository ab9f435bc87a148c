import type { TrackingLinkRequest } from '../../providers/offerCalls';

/** The link builder's values as the tracking-link body: empty sub-ids and pickers left out. */
export function toLinkBody(values: Record<string, unknown>): TrackingLinkRequest {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== '' && value !== null && value !== undefined) body[key] = value;
  return body as TrackingLinkRequest;
}
