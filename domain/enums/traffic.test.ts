import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_TYPE, DeviceType, deviceTypeFromUserAgent } from './traffic';

describe('traffic enums', () => {
  it('R159: device type Mobile 1, Desktop 2, Desktop by default', () => {
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
});
