import { useMediaQuery, type Theme } from '@mui/material';
import { DateField, FunctionField, SimpleList, TextField, TopToolbar, CreateButton, useCanAccess, useLocaleState, type RaRecord } from 'react-admin';
import { ReferralStatus, RewardType } from '../../domain/enums/commission';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { AppList, EmptyState } from '../../src/ui/lists';
import { formatMoney, formatRate } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';

/** A program's reward as a person reads it: "7.5 %" or "$2.50". */
export const rewardText = (r: RaRecord, locale: string) =>
  r.reward_type_id === RewardType.PercentageOfFriendsPayment ? formatRate(Number(r.reward_value), locale) : formatMoney(Number(r.reward_value), locale);

function Actions() {
  const { canAccess } = useCanAccess({ resource: 'referral-overrides', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

/** Affiliates with a referral program of their own instead of the workspace default (System settings). */
export function OverrideList() {
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: manage } = useCanAccess({ resource: 'referral-overrides', action: 'edit' });
  const terms = (r: RaRecord) => `${RewardType.label(r.reward_type_id, lang)} · ${rewardText(r, locale)}`;
  const empty = <EmptyState message="resources.referral-overrides.empty" />;
  return (
    <AppList actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} empty={false}>
      {small ? (
        <SimpleList primaryText={(r) => String(r.affiliate_name)} secondaryText={terms} tertiaryText={(r) => ReferralStatus.label(r.status, lang)} linkType={manage ? 'edit' : false} empty={empty} />
      ) : (
        <ColumnsDatagrid gridId="referral-overrides" rowClick={manage ? 'edit' : false} bulkActionButtons={false} empty={empty}>
          <TextField source="affiliate_name" sortable={false} />
          <TextField source="affiliate_email" sortable={false} />
          <ClassChipField source="status" values={ReferralStatus} sortable={false} />
          <FunctionField source="reward_type_id" sortable={false} render={(r: RaRecord) => RewardType.label(r.reward_type_id, lang)} />
          <FunctionField source="reward_value" sortable={false} textAlign="right" render={(r: RaRecord) => rewardText(r, locale)} />
          <DateField source="updated_at" showTime sortable={false} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
