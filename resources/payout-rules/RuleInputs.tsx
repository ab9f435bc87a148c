import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AutocompleteInput, FormDataConsumer, Labeled, NumberInput, RadioButtonGroupInput, ReferenceInput, TextField, useTranslate } from 'react-admin';
import { UserType } from '../../domain/enums/user';
import { useRole } from '../../src/ui/RoleContext';
import type { RuleKind } from './ruleBody';

const q = (text: string) => ({ q: text });
// the account list: it also answers one user by id (GET /user_profiles/{id}), which the picker reads back
const AFFILIATES = { user_type: UserType.Affiliate };
const MANAGERS = { user_type: UserType.Manager };
const TARGETS = [
  { id: 'affiliate', name: 'resources.payout-rules.target_affiliate' },
  { id: 'manager', name: 'resources.payout-rules.target_manager' },
];

/** Who the rule is for: one affiliate, or every affiliate of one manager (a manager: their own). */
function TargetInputs() {
  const role = useRole();
  const translate = useTranslate();
  return (
    <>
      <RadioButtonGroupInput source="target" choices={TARGETS} label="resources.payout-rules.fields.target" helperText={false} />
      <FormDataConsumer<{ target?: string }>>
        {({ formData }) =>
          formData.target === 'manager' ? (
            role === 'admin' ? (
              <ReferenceInput source="manager_id" reference="user-operations/all-users" filter={MANAGERS} sort={{ field: 'email', order: 'ASC' }}>
                <AutocompleteInput optionText="email" filterToQuery={q} />
              </ReferenceInput>
            ) : (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {translate('resources.payout-rules.my_affiliates')}
              </Typography>
            )
          ) : (
            <ReferenceInput source="affiliate_id" reference="user-operations/all-users" filter={AFFILIATES} sort={{ field: 'email', order: 'ASC' }}>
              <AutocompleteInput optionText="email" filterToQuery={q} />
            </ReferenceInput>
          )
        }
      </FormDataConsumer>
    </>
  );
}

/** A payout or revenue rule's fields: on create the offer and the target, then the amounts (empty keeps the offer's). */
export function RuleInputs({ kind, mode }: { kind: RuleKind; mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 640 }}>
      {mode === 'create' ? (
        <>
          <ReferenceInput source="offer_id" reference="offers" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" filterToQuery={q} />
          </ReferenceInput>
          <TargetInputs />
        </>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <Labeled source="offer_name">
            <TextField source="offer_name" />
          </Labeled>
          <Labeled source="affiliate_name">
            <TextField source="affiliate_name" emptyText="—" />
          </Labeled>
          <Labeled source="manager_name">
            <TextField source="manager_name" emptyText="—" />
          </Labeled>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('resources.payout-rules.amounts_help')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <NumberInput source={`${kind}_cpa`} min={0} step={0.01} />
        <NumberInput source={`${kind}_cpl`} min={0} step={0.01} />
        {kind === 'payout' ? <NumberInput source="revshare_percent" min={0} max={100} step={0.01} /> : null}
      </Box>
    </Box>
  );
}
