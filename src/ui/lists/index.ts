export { AppList } from './AppList';
export { CreateListActions } from './CreateListActions';
export { searchFilter, useStatusFilters, type StatusEnum, type StatusFiltersOptions } from './useStatusFilters';
