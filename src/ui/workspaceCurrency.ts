import { brand, type Currency } from '../brand';

/** The workspace currency (the brand's, VITE_CURRENCY): what rates are counted in and totals shown in (spec 4 §3). */
export const workspaceCurrency: Currency = brand.currency;
