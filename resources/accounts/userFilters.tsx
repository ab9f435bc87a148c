import { SearchInput, SelectInput } from 'react-admin';
import { PeriodFilterInput } from '../../src/ui/lists/PeriodFilterInput';
import { CommissionType } from '../../domain/enums/commission';
import { UserLeadStatus, UserStatus, UserType } from '../../domain/enums/user';
import { RegistrationGroupBy } from '../../domain/users/registrationStats';
import { useLanguage } from '../../src/ui/useLanguage';


/**
 * Filters of the user lists (spec 2 §3): text, status, commission type, period (the dashboard's
 * picker: presets and a custom range); extras per list. Registration stats always has a period.
 */
export function useUserFilters(extra: { commission?: boolean; userType?: boolean; lead?: boolean; groupBy?: boolean } = {}) {
  const lang = useLanguage();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status_id" source="status_id" choices={UserStatus.options(lang)} translateChoice={false} alwaysOn />,
    ...(extra.commission
      ? [<SelectInput key="commission_type_id" source="commission_type_id" choices={CommissionType.options(lang)} translateChoice={false} alwaysOn />]
      : []),
    ...(extra.userType ? [<SelectInput key="user_type" source="user_type" choices={UserType.options(lang)} translateChoice={false} alwaysOn />] : []),
    ...(extra.lead ? [<SelectInput key="lead_status" source="lead_status" choices={UserLeadStatus.options(lang)} translateChoice={false} />] : []),
    <PeriodFilterInput key="period_type" source="period_type" alwaysOn fallback={extra.groupBy ? 'this_month' : undefined} />,
    ...(extra.groupBy
      ? [<SelectInput key="group_by" source="group_by" choices={RegistrationGroupBy.options(lang)} translateChoice={false} alwaysOn />]
      : []),
  ];
}
