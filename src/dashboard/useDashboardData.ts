import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DashboardCalls } from '../../providers/dashboardApi';

/** A dashboard call through the dataProvider, cached by react-query per path and body. */
export function useDashboardPost<T>(path: string, body: object, enabled = true) {
  const dataProvider = useDataProvider<DataProvider & DashboardCalls>();
  return useQuery({
    queryKey: ['dashboard', path, body],
    queryFn: ({ signal }) => dataProvider.dashboardPost<T>(path, body, signal),
    enabled,
  });
}

export function useDashboardGet<T>(path: string) {
  const dataProvider = useDataProvider<DataProvider & DashboardCalls>();
  return useQuery({ queryKey: ['dashboard', path], queryFn: ({ signal }) => dataProvider.dashboardGet<T>(path, signal) });
}
