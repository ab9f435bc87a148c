import { useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, CreateButton, DateField, FunctionField, ReferenceInput, SimpleList, TextField, TopToolbar, useCreatePath, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { UserType } from '../../domain/enums/user';
import { useRevenueVisible } from '../../src/permissions/useRevenueVisible';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { countryNamer } from '../../src/ui/countryName';
import { MoneyField } from '../../src/ui/figureFields';
import { AppList } from '../../src/ui/lists';
import { formatMoney } from '../../src/ui/numberFormat';
import { useRole } from '../../src/ui/RoleContext';
import { useCountryChoices } from '../broker-integrations/useCountryChoices';
import { ClickPayoutRulesEmpty } from './ClickPayoutRulesEmpty';
import { DeleteRuleButton } from './DeleteRuleButton';
import { useManageable } from './useManageable';

const T = 'resources.click-payout-rules';
const RESOURCE = 'click-payout-rules';
const q = (text: string) => ({ q: text });
const AFFILIATES = { user_type: UserType.Affiliate };

function ListActions() {
  // react-admin's CreateButton shows only to whoever may create
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/** Offer and country for everyone; the affiliate for staff (an affiliate sees only their own and the offer-wide rules). */
function useFilters() {
  const role = useRole();
  const countries = useCountryChoices();
  const affiliate = role === 'affiliate';
  return [
    <ReferenceInput key="offer_id" source="offer_id" reference={affiliate ? 'my-offers' : 'offers'} sort={{ field: 'name', order: 'ASC' }} alwaysOn>
      <AutocompleteInput optionText="name" filterToQuery={q} />
    </ReferenceInput>,
    ...(affiliate
      ? []
      : [
          <ReferenceInput key="affiliate_id" source="affiliate_id" reference="user-operations/all-users" filter={AFFILIATES} sort={{ field: 'email', order: 'ASC' }} alwaysOn>
            <AutocompleteInput optionText="email" filterToQuery={q} />
          </ReferenceInput>,
        ]),
    <AutocompleteInput key="country" source="country" choices={countries} translateChoice={false} alwaysOn />,
  ];
}

/**
 * Click payout rules (spec 4 §3): what a unique click on an offer earns its affiliate (and the
 * network), per affiliate and country or for all of them. Staff holding UI_ClickPayoutRules_Manage
 * open a row to change its amounts and delete it (a manager only their affiliates' rules); affiliates
 * read their own and the offer-wide rules, without revenue.
 */
export function ClickPayoutRuleList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const revenue = useRevenueVisible();
  const filters = useFilters();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const manageable = useManageable();
  const createPath = useCreatePath();
  const edit = (id: RaRecord['id'], _resource: string, record: RaRecord) => (manageable(record) ? createPath({ resource: RESOURCE, id, type: 'edit' }) : false);
  const countryName = countryNamer(locale, translate('dashboard.unknown_country'));
  const affiliate = (r: RaRecord) => (r.affiliate_id === null || r.affiliate_id === undefined ? translate(`${T}.every_affiliate`) : String(r.affiliate_name ?? `#${String(r.affiliate_id)}`));
  const country = (r: RaRecord) => (r.country ? countryName(String(r.country)) : translate(`${T}.every_country`));
  const amounts = (r: RaRecord) => [formatMoney(Number(r.payout), locale), revenue && r.revenue !== undefined ? formatMoney(Number(r.revenue), locale) : null].filter(Boolean).join(' · ');
  return (
    <AppList filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} exporter={false} empty={<ClickPayoutRulesEmpty />}>
      {small ? (
        <SimpleList primaryText={(r) => String(r.offer_name ?? '')} secondaryText={(r) => `${affiliate(r)} · ${country(r)}`} tertiaryText={amounts} rowClick={edit} />
      ) : (
        <ColumnsDatagrid gridId={RESOURCE} rowClick={edit} bulkActionButtons={false}>
          <TextField source="offer_name" sortBy="offer_id" />
          <FunctionField source="affiliate_name" sortable={false} render={affiliate} />
          <FunctionField source="country" render={country} />
          <MoneyField source="payout" />
          {revenue ? <MoneyField source="revenue" /> : null}
          <DateField source="updated_at" showTime />
          <DeleteRuleButton redirect={false} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
