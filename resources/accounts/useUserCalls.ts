import { useDataProvider, type DataProvider } from 'react-admin';
import type { UserCalls } from '../../providers/userCalls';
import { useCallsAction } from '../../src/ui/lists/useRunAction';

/** The user-management calls of the role app's dataProvider (src/apps/roleServices.ts). */
export const useUserCalls = () => useDataProvider<DataProvider & UserCalls>();

/** Runs one named user-management call (asking first if told to), then refreshes the view and reports success or the server's refusal. */
export const useUserAction = () => useCallsAction(useUserCalls());
