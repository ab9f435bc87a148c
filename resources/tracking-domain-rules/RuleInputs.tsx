import { AutocompleteInput, BooleanInput, maxLength, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import { useRedirectTypes } from './RedirectTypeField';

const validateDomain = [required()];
const validateRedirectType = [required()];
const validateNote = [maxLength(255)];

/** The rule's fields; on edit the domain is fixed (a rule stays with its domain) and primary has its own action. */
export function RuleInputs({ mode }: { mode: 'create' | 'edit' }) {
  const { data: redirectTypes, isPending } = useRedirectTypes();
  return (
    <>
      <ReferenceInput source="tracking_domain_id" reference="tracking-domains" sort={{ field: 'domain', order: 'ASC' }} perPage={100}>
        <AutocompleteInput optionText="domain" validate={validateDomain} disabled={mode === 'edit'} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <SelectInput source="redirect_type_id" choices={redirectTypes ?? []} isPending={isPending} validate={validateRedirectType} />
      <TextInput source="note" validate={validateNote} multiline minRows={2} />
      {mode === 'create' ? <BooleanInput source="is_primary" helperText="resources.tracking-domain-rules.helper.is_primary" /> : null}
    </>
  );
}

/** What the API takes on create and on update. */
export const toCreateBody = (data: Record<string, unknown>) => ({
  tracking_domain_id: data.tracking_domain_id,
  redirect_type_id: data.redirect_type_id,
  note: data.note ?? '',
  is_primary: data.is_primary === true,
});
export const toUpdateBody = (data: Record<string, unknown>) => ({ redirect_type_id: data.redirect_type_id, note: data.note ?? '' });
