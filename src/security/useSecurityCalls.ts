import { useDataProvider, type DataProvider } from 'react-admin';
import type { SecurityCalls } from '../../providers/securityCalls';

/** The account security calls of the role app's data provider. */
export const useSecurityCalls = () => useDataProvider<DataProvider & SecurityCalls>();

/** The message of a 422 answer on `field`, if the error is one. */
export const fieldError = (error: unknown, field: string): string | undefined =>
  (error as { body?: { errors?: Record<string, string> } }).body?.errors?.[field];
