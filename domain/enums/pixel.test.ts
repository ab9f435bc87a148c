import { describe, expect, it } from 'vitest';
import { PIXEL_ACTION_CODE, PixelAction, PixelCategory, pixelActionFromCode } from './pixel';

describe('pixel enums', () => {
  it('R124: pixel action OptIn 1 … Sale 5 with string codes', () => {
    expect(PIXEL_ACTION_CODE).toEqual({ 1: 'opt-in', 2: 'lead', 3: 'ftd', 4: 'revshare', 5: 'sale' });
    expect(pixelActionFromCode('ftd')).toBe(PixelAction.FTD);
    expect(pixelActionFromCode('opt-in')).toBe(1);
    expect(pixelActionFromCode('click')).toBeUndefined();
  });

  it('R126: pixel categories; admin_campaign reads Offer', () => {
    expect(PixelCategory.label('admin_campaign')).toBe('Offer');
    expect(PixelCategory.label('admin_campaign', 'ru')).toBe('Оффер');
  });
});
