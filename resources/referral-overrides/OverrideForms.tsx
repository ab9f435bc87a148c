import { AutocompleteInput, ReferenceInput, TextField, required } from 'react-admin';
import { ReferralStatus, RewardType } from '../../domain/enums/commission';
import { UserType } from '../../domain/enums/user';
import { CreateFormPage, EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { ProgramInputs, programBody } from './OverrideInputs';

const AFFILIATES = { user_type: UserType.Affiliate };
const q = (text: string) => ({ q: text });
const NEW_OVERRIDE = { status: ReferralStatus.Active, reward_type_id: RewardType.PercentageOfFriendsPayment };

/** An affiliate's own referral program: the affiliate, then the terms. Saving an affiliate who has one already replaces it. */
export function OverrideCreate() {
  return (
    <CreateFormPage defaultValues={NEW_OVERRIDE} transform={(values: Record<string, unknown>) => ({ affiliate_id: values.affiliate_id, ...programBody(values) })}>
      <ReferenceInput source="affiliate_id" reference="user-operations/all-users" filter={AFFILIATES} sort={{ field: 'email', order: 'ASC' }}>
        <AutocompleteInput optionText="email" filterToQuery={q} validate={required()} />
      </ReferenceInput>
      <ProgramInputs />
    </CreateFormPage>
  );
}

/** The terms of one affiliate's own program; deleting it puts the affiliate back on the workspace default. */
export function OverrideEdit() {
  return (
    <EditFormPage
      transform={programBody}
      toolbar={
        <SaveToolbar>
          <AskDeleteButton />
        </SaveToolbar>
      }
    >
      <TextField source="affiliate_name" />
      <TextField source="affiliate_email" />
      <ProgramInputs />
    </EditFormPage>
  );
}
