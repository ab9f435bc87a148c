import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { searchFilter } from '../../src/ui/lists';
import { useOfferChoices } from '../offers/useOfferChoices';

const q = (text: string) => ({ q: text });

/** The affiliate's offer filters: category, country, traffic channel and a search. */
export function useMarketFilters() {
  const { countries, channels } = useOfferChoices();
  return [
    searchFilter,
    <ReferenceInput key="marketplace_category_id" source="marketplace_category_id" reference="marketplace-categories" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
      <AutocompleteInput optionText="name" filterToQuery={q} />
    </ReferenceInput>,
    <AutocompleteInput key="country" source="country" choices={countries} translateChoice={false} alwaysOn />,
    <AutocompleteInput key="traffic_channel" source="traffic_channel" choices={channels} translateChoice={false} alwaysOn />,
  ];
}
