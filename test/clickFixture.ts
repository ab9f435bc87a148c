import { newClickId, subIds, type ClickRecord } from '../server/modules/tracker/clickRecord';

/** Where a test's click lands and from whom; everything else defaults to a click that ran. */
export type ClickPlace = Pick<ClickRecord, 'clicked_at' | 'offer_id' | 'affiliate_id' | 'manager_id' | 'tracking_domain_id' | 'ip'>;

/**
 * A click as the tracker hands it to the writer, for tests that write clicks straight to the store:
 * a fresh id, no sub-ids, a desktop Chrome on Windows in the US that ran; `given` overrides any of it.
 */
export const testClick = (place: ClickPlace, given: Partial<ClickRecord> = {}): ClickRecord => ({
  click_id: newClickId(),
  ...subIds(),
  country: 'US',
  device_type: 2,
  os: 'Windows',
  browser: 'Chrome',
  referrer: '',
  refusal: null,
  ...place,
  ...given,
});
