import { describe, expect, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import {
  PIXEL_ACTION_CODE,
  PixelAction,
  PixelCategory,
  PixelMethod,
  PixelProcessingLogStatus,
  PixelStatus,
  PixelType,
  pixelActionFromCode,
} from './pixel';

describe('pixel enums', () => {
  it('R121: pixel status Deleted -1, Active 1', () => {
    expectEnum(PixelStatus, [
      ['Deleted', -1],
      ['Active', 1],
    ]);
  });

  it('R122: pixel type S2S 1, IFrame 2, JS 3', () => {
    expectEnum(PixelType, [
      ['S2S', 1],
      ['IFrame', 2],
      ['JS', 3],
    ]);
  });

  it('R123: pixel method POST 1, GET 2', () => {
    expectEnum(PixelMethod, [
      ['POST', 1],
      ['GET', 2],
    ]);
  });

  it('R124: pixel action OptIn 1 … Sale 5 with string codes', () => {
    expectEnum(PixelAction, [
      ['OptIn', 1],
      ['Lead', 2],
      ['FTD', 3],
      ['Revshare', 4],
      ['Sale', 5],
    ]);
    expect(PIXEL_ACTION_CODE).toEqual({ 1: 'opt-in', 2: 'lead', 3: 'ftd', 4: 'revshare', 5: 'sale' });
    expect(pixelActionFromCode('ftd')).toBe(PixelAction.FTD);
    expect(pixelActionFromCode('opt-in')).toBe(1);
    expect(pixelActionFromCode('click')).toBeUndefined();
  });

  it('R125: processing log Processed 1, Failed 2', () => {
    expectEnum(PixelProcessingLogStatus, [
      ['Processed', 1],
      ['Failed', 2],
    ]);
  });

  it('R126: pixel categories; admin_campaign reads Offer', () => {
    expect(PixelCategory.values).toEqual([
      'global',
      'affiliate_campaign',
      'admin_campaign',
      'traffic_source',
      'marketing_campaign',
    ]);
    expect(PixelCategory.label('admin_campaign')).toBe('Offer');
    expect(PixelCategory.label('admin_campaign', 'ru')).toBe('Оффер');
  });
});
