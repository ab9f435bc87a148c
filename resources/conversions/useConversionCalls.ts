import { useDataProvider, type DataProvider } from 'react-admin';
import type { ConversionCalls } from '../../providers/conversionCalls';

/** The conversion calls of the role app's dataProvider (src/apps/roleServices.ts). */
export const useConversionCalls = () => useDataProvider<DataProvider & ConversionCalls>();
