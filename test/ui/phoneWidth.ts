import { afterEach, beforeEach, vi } from 'vitest';

/** Whether a media query's width conditions hold at `width` px (other features never match). */
export function widthMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
}

/**
 * Screens of this test file drawn as on a phone `width` px wide: jsdom has no layout and no
 * `matchMedia`, so MUI's useMediaQuery (react-admin's phone layouts, icon-only buttons, card lists)
 * reads this one instead. Call at the top of a describe; it is undone after each test.
 */
export function atScreenWidth(width = 375): void {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: widthMatches(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
