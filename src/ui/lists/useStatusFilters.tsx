import type { ReactElement } from 'react';
import { SearchInput, SelectInput } from 'react-admin';
import type { SelectOption } from '../../../domain/enums/define-enum';
import type { InterfaceLanguage } from '../../../domain/languages';
import { useLanguage } from '../useLanguage';

/** A domain enum (domain/enums) whose options are labelled in the interface language. */
export interface StatusEnum {
  options(lang?: InterfaceLanguage): SelectOption[];
}

export interface StatusFiltersOptions {
  /** put the always-on text search (`q`) first; true by default */
  search?: boolean;
  /** the screen's own filters, between the search and the status select */
  inputs?: ReactElement[];
}

/** The always-on text search (`q`) of a list screen. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;

/**
 * The filters of a list screen: the text search, the screen's own inputs, then an always-on
 * `status` select whose choices are the enum's labels in the current interface language.
 */
export function useStatusFilters(statuses: StatusEnum, { search = true, inputs = [] }: StatusFiltersOptions = {}): ReactElement[] {
  const lang = useLanguage();
  const status = (
    <SelectInput key="status" source="status" choices={statuses.options(lang)} translateChoice={false} alwaysOn />
  );
  return [...(search ? [searchFilter] : []), ...inputs, status];
}
