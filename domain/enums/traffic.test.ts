import { describe, expect, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import {
  ChannelType,
  DEFAULT_DEVICE_TYPE,
  DeviceType,
  DynamicParameter,
  DynamicParameterAlt,
  TrackingType,
  TrafficChannelChangeOption,
  TrafficSource,
  deviceTypeFromUserAgent,
} from './traffic';

describe('traffic enums', () => {
  it('R163: traffic sources', () => {
    expect(TrafficSource.values).toEqual([
      'MIXED', 'BING', 'EMAIL', 'FB', 'GA', 'NATIVE', 'POPS', 'PUSH', 'SEO', 'SMS', 'YOUTUBE', 'TWITTER', 'TIKTOK',
    ]);
  });

  it('R164: channel types', () => {
    expect(ChannelType.values).toEqual([
      'email', 'native', 'seo', 'push', 'sms', 'bing', 'fb', 'google_search', 'pops', 'youtube', 'mixed', 'twitter',
      'tiktok', 'gdn',
    ]);
  });

  it('R165: change option OnlyForAffiliate 0, ForAffiliateAndHisCampaigns 1', () => {
    expectEnum(TrafficChannelChangeOption, [
      ['OnlyForAffiliate', 0],
      ['ForAffiliateAndHisCampaigns', 1],
    ]);
  });

  it('R155: tracking types', () => {
    expect(TrackingType.values).toEqual([
      'api_lds', 'smart_link_tracker', 'smart_link_ai_tracker', 'promo_code', 'leaddistbroker', 'leverate',
    ]);
  });

  it('R159: device type Mobile 1, Desktop 2, Desktop by default', () => {
    expectEnum(DeviceType, [
      ['Mobile', 1],
      ['Desktop', 2],
    ]);
    expect(DEFAULT_DEVICE_TYPE).toBe(2);
  });

  it('R160: device type from the user agent', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
    expect(deviceTypeFromUserAgent(iphone)).toBe(DeviceType.Mobile);
    expect(deviceTypeFromUserAgent(android)).toBe(DeviceType.Mobile);
    expect(deviceTypeFromUserAgent(desktop)).toBe(DeviceType.Desktop);
    expect(deviceTypeFromUserAgent('')).toBe(DeviceType.Desktop);
    expect(deviceTypeFromUserAgent(undefined)).toBe(DeviceType.Desktop);
  });

  it('R166: dynamic parameter names', () => {
    expect(DynamicParameter.values).toEqual([
      'campaign_id', 'campaign_name', 'campaign_language', 'country', 'os', 'platform', 'browser', 'ip', 'isp',
      'commission', 'commission_type', 'affiliate_name', 'affiliate_alias', 'order_sum', 'order_currency', 'promo_code',
    ]);
  });

  it('R167: alternate dynamic parameter names', () => {
    expect(DynamicParameterAlt.values).toEqual([
      'CampaignId', 'CampaignLanguage', 'Country', 'OS', 'Platform', 'Browser', 'IP', 'ISP', 'Commission',
      'CommissionType', 'AffUsername', 'AffAlias', 'OrderSum', 'OrderCurrency', 'PromoCode',
    ]);
  });
});
