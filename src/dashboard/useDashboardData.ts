import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DashboardCalls } from '../../providers/dashboardApi';

/**
 * A dashboard call through the dataProvider, cached by react-query per path and body. A failure
 * shows at once with Retry (WidgetState) rather than after three silent retries.
 */
export function useDashboardPost<T>(path: string, body: object, enabled = true) {
  const dataProvider = useDataProvider<DataProvider & DashboardCalls>();
  return useQuery({
    queryKey: ['dashboard', path, body],
    queryFn: ({ signal }) => dataProvider.dashboardPost<T>(path, body, signal),
    enabled,
    retry: false,
  });
}

export function useDashboardGet<T>(path: string) {
  const dataProvider = useDataProvider<DataProvider & DashboardCalls>();
  return useQuery({ queryKey: ['dashboard', path], queryFn: ({ signal }) => dataProvider.dashboardGet<T>(path, signal), retry: false });
}
