import { useMediaQuery, type Theme } from '@mui/material';
import { SelectInput, SimpleList } from 'react-admin';
import { CampaignUserRuleStatus } from '../../domain/enums/campaign';
import { AppList, searchFilter } from '../../src/ui/lists';
import { useLanguage } from '../../src/ui/useLanguage';
import { RequestDatagrid } from './RequestDatagrid';

/** Affiliates' requests for offers (spec 3 §1), Pending first by default, with batch approve / decline. */
export function RequestList() {
  const lang = useLanguage();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = [
    searchFilter,
    <SelectInput key="status" source="status" choices={CampaignUserRuleStatus.options(lang)} translateChoice={false} alwaysOn />,
  ];
  return (
    <AppList filters={filters} filterDefaultValues={{ status: CampaignUserRuleStatus.Pending }} sort={{ field: 'created_at', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(r) => String(r.offer_name ?? '')}
          secondaryText={(r) => String(r.affiliate_email ?? '')}
          tertiaryText={(r) => CampaignUserRuleStatus.label(r.status, lang)}
          linkType={false}
        />
      ) : (
        <RequestDatagrid />
      )}
    </AppList>
  );
}
