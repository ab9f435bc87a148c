import { useDataProvider, type DataProvider } from 'react-admin';
import type { BillingCalls } from '../../providers/billingCalls';
import { useCallsAction } from '../../src/ui/lists/useRunAction';

/** The billing calls of the role app's dataProvider (src/apps/roleServices.ts). */
export const useBillingCalls = () => useDataProvider<DataProvider & BillingCalls>();

/** Runs one named billing call (asking first if told to), then refreshes the view and reports success or the server's refusal. */
export const useBillingAction = () => useCallsAction(useBillingCalls());
