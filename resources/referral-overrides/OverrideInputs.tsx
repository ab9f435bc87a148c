import { NumberInput, SelectInput, maxValue, minValue, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ReferralStatus, RewardType } from '../../domain/enums/commission';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.referral-overrides';

/** Status, reward type and its value: a percentage (at most 100) or an amount per conversion, to the cent. */
export function ProgramInputs() {
  const lang = useLanguage();
  const translate = useTranslate();
  const type = useWatch({ name: 'reward_type_id' }) as number | undefined;
  const percent = type === RewardType.PercentageOfFriendsPayment;
  return (
    <>
      <SelectInput source="status" choices={ReferralStatus.options(lang)} translateChoice={false} validate={required()} />
      <SelectInput source="reward_type_id" choices={RewardType.options(lang)} translateChoice={false} validate={required()} />
      <NumberInput
        source="reward_value"
        label={translate(`${T}.reward.${percent ? 'value_percent' : 'value_amount'}`)}
        min={0}
        max={percent ? 100 : undefined}
        step={0.01}
        validate={percent ? [required(), minValue(0), maxValue(100)] : [required(), minValue(0)]}
        helperText={`${T}.reward.help`}
      />
    </>
  );
}

/** The body the API takes: the program's three fields (and the affiliate when new). */
export const programBody = (values: Record<string, unknown>) => ({ status: values.status, reward_type_id: values.reward_type_id, reward_value: values.reward_value });
