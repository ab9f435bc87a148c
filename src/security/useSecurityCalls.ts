import { useDataProvider, type DataProvider } from 'react-admin';
import type { SecurityCalls } from '../../providers/securityCalls';
import { fieldErrors } from '../ui/lists/useFormSubmit';

/** The account security calls of the role app's data provider. */
export const useSecurityCalls = () => useDataProvider<DataProvider & SecurityCalls>();

/** The message of a 422 answer on `field`, if the error is one. */
export const fieldError = (error: unknown, field: string): string | undefined =>
  fieldErrors(error)?.[field];
