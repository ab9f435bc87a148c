import { useDataProvider, type DataProvider } from 'react-admin';
import type { OfferCalls } from '../../providers/offerCalls';
import { useCallsAction } from '../../src/ui/lists/useRunAction';

/** The offer calls of the role app's dataProvider (src/apps/roleServices.ts). */
export const useOfferCalls = () => useDataProvider<DataProvider & OfferCalls>();

/**
 * Runs one offer call, then refreshes the view and reports success, a 409's message or a 422's
 * field messages (batches and buttons have no form to carry them).
 */
export const useOfferAction = () => useCallsAction(useOfferCalls());
