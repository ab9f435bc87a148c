import { useDataProvider, type DataProvider } from 'react-admin';
import type { PermissionCalls } from '../../providers/permissionsApi';

/** The permission and settings calls of the role app's dataProvider (src/apps/roleServices.ts). */
export const usePermissionCalls = () => useDataProvider<DataProvider & PermissionCalls>();
