import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { CampaignAccess, CampaignStatus } from '../../domain/enums/campaign';
import { searchFilter } from '../../src/ui/lists';
import { useLanguage } from '../../src/ui/useLanguage';
import { useOfferChoices } from './useOfferChoices';

const q = (text: string) => ({ q: text });
const byName = { field: 'name', order: 'ASC' } as const;

/** The filters of the staff offer list (spec 3 §1): labels in the interface language. */
export function useOfferFilters() {
  const lang = useLanguage();
  const { countries } = useOfferChoices();
  return [
    searchFilter,
    <SelectInput key="status" source="status" choices={CampaignStatus.options(lang)} translateChoice={false} alwaysOn />,
    <SelectInput key="access" source="access" choices={CampaignAccess.options(lang)} translateChoice={false} alwaysOn />,
    <ReferenceInput key="advertiser_id" source="advertiser_id" reference="advertisers" sort={{ field: 'email', order: 'ASC' }}>
      <AutocompleteInput optionText="email" filterToQuery={q} />
    </ReferenceInput>,
    <ReferenceInput key="offer_group_id" source="offer_group_id" reference="offer-groups" sort={byName}>
      <AutocompleteInput optionText="name" filterToQuery={q} />
    </ReferenceInput>,
    <ReferenceInput key="marketplace_category_id" source="marketplace_category_id" reference="marketplace-categories" sort={byName}>
      <AutocompleteInput optionText="name" filterToQuery={q} />
    </ReferenceInput>,
    <AutocompleteInput key="country" source="country" choices={countries} translateChoice={false} />,
  ];
}
