export { AppList, AppPagination, APP_PAGINATION, usePagerNames } from './AppList';
export { ListError } from './ListError';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { CreateListActions } from './CreateListActions';
export { searchFilter, useStatusFilters, type StatusEnum, type StatusFiltersOptions } from './useStatusFilters';
export { PeriodFilterInput } from './PeriodFilterInput';
