import { workspaceCurrencyOf } from '../../../domain/currencies/currencies';

/** The workspace currency: the brand's (VITE_CURRENCY), USD by default; read at each call so a test may choose it. */
export const workspaceCurrency = () => workspaceCurrencyOf(process.env.VITE_CURRENCY);
