import { SearchInput, SelectInput, useLocaleState } from 'react-admin';
import { CommissionType } from '../../domain/enums/commission';
import { PERIOD_TYPES } from '../../domain/dashboard/periods';
import { UserLeadStatus, UserStatus, UserType } from '../../domain/enums/user';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../domain/languages';

export function useLang(): InterfaceLanguage {
  const [locale] = useLocaleState();
  return isInterfaceLanguage(locale) ? locale : 'en';
}

const periodChoices = PERIOD_TYPES.filter((p) => !p.startsWith('custom')).map((p) => ({ id: p, name: p.replace(/_/g, ' ') }));

/** Filters of the user lists (spec 2 §3): text, status, commission type, period; extras per list. */
export function useUserFilters(extra: { commission?: boolean; userType?: boolean; lead?: boolean; groupBy?: boolean } = {}) {
  const lang = useLang();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status_id" source="status_id" choices={UserStatus.options(lang)} translateChoice={false} alwaysOn />,
    ...(extra.commission
      ? [<SelectInput key="commission_type_id" source="commission_type_id" choices={CommissionType.options(lang)} translateChoice={false} alwaysOn />]
      : []),
    ...(extra.userType ? [<SelectInput key="user_type" source="user_type" choices={UserType.options(lang)} translateChoice={false} alwaysOn />] : []),
    ...(extra.lead ? [<SelectInput key="lead_status" source="lead_status" choices={UserLeadStatus.options(lang)} translateChoice={false} />] : []),
    <SelectInput key="period_type" source="period_type" choices={periodChoices} translateChoice={false} />,
    ...(extra.groupBy
      ? [<SelectInput key="group_by" source="group_by" choices={['day', 'week', 'month'].map((g) => ({ id: g, name: g }))} translateChoice={false} />]
      : []),
  ];
}
