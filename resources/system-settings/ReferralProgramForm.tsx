import { Form, NumberInput, required, SaveButton, SelectInput } from 'react-admin';
import { ReferralStatus, RewardType } from '../../domain/enums/commission';
import type { DefaultReferralProgram } from '../../domain/settings/systemSettings';
import { useLanguage } from '../../src/ui/useLanguage';
import { useSaveSection } from './useSaveSection';

const label = (field: string) => `system_settings.fields.${field}`;

export function ReferralProgramForm({ settings }: { settings: DefaultReferralProgram }) {
  const lang = useLanguage();
  const save = useSaveSection('default-referral-program');
  return (
    <Form key={JSON.stringify(settings)} defaultValues={settings} noValidate onSubmit={(values: Record<string, unknown>) => save(values as Partial<DefaultReferralProgram>)}>
      <SelectInput source="status" label={label('status')} choices={ReferralStatus.options(lang)} translateChoice={false} validate={required()} />
      <SelectInput source="reward_type_id" label={label('reward_type_id')} choices={RewardType.options(lang)} translateChoice={false} validate={required()} />
      <NumberInput source="reward_value" label={label('reward_value')} min={0} step={0.01} />
      <SaveButton />
    </Form>
  );
}
