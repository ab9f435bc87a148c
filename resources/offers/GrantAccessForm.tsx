import { AutocompleteArrayInput, Form, ReferenceArrayInput, required, SaveButton, useCanAccess, type Identifier } from 'react-admin';
import { useOfferAction } from './useOfferCalls';

const q = (text: string) => ({ q: text });

/** Gives chosen affiliates an Approved rule on this offer, whatever its access type. */
export function GrantAccessForm({ offerId }: { offerId: Identifier }) {
  const act = useOfferAction();
  const { canAccess } = useCanAccess({ resource: 'offer-affiliates', action: 'create' });
  if (!canAccess) return null;
  const submit = async (values: Record<string, unknown>) => {
    const ids = (values.affiliate_ids as Identifier[] | undefined) ?? [];
    await act((calls) => calls.grantOffer(offerId, ids), 'resources.offers.notifications.granted');
  };
  return (
    <Form onSubmit={submit} warnWhenUnsavedChanges={false}>
      <ReferenceArrayInput source="affiliate_ids" reference="user-operations/affiliates" sort={{ field: 'email', order: 'ASC' }}>
        <AutocompleteArrayInput optionText="email" filterToQuery={q} validate={required()} label="resources.offer-requests.fields.affiliate_id" />
      </ReferenceArrayInput>
      <SaveButton label="resources.offers.action.grant" icon={<span />} />
    </Form>
  );
}
