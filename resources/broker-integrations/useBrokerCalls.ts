import { useDataProvider, type DataProvider } from 'react-admin';
import type { BrokerCalls } from '../../providers/brokerCalls';

/** The broker calls of the role app's dataProvider (src/apps/roleServices.ts). */
export const useBrokerCalls = () => useDataProvider<DataProvider & BrokerCalls>();
