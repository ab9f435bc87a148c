import { AutocompleteInput, ReferenceInput, required, useCanAccess, useCreate, useGetList } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';

const byName = { field: 'name', order: 'ASC' } as const;
const ACTIVE = { status: 1 } as const;
const q = (text: string) => ({ q: text });
const validateGroup = required();

/**
 * The offer's group. An offer needs one, and a new network has none: whoever may create groups
 * types a new name and picks "Create the group …" (react-admin's onCreate), so the offer form is
 * never a dead end; the helper text says so while no group exists.
 */
export function OfferGroupInput() {
  const onError = useNotifyUnhandled();
  const [create] = useCreate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'offer-groups', action: 'create' });
  const { total } = useGetList('offer-groups', { pagination: { page: 1, perPage: 1 }, filter: ACTIVE });
  const none = total === 0;
  const onCreate = async (name?: string) => {
    const text = name?.trim();
    if (!text) return undefined;
    try {
      return await create('offer-groups', { data: { name: text, status: 1 } }, { returnPromise: true });
    } catch (error) {
      onError(error);
      return undefined;
    }
  };
  const helperText = none ? (canCreate ? 'resources.offers.group.none_create' : 'resources.offers.group.none') : undefined;
  return (
    <ReferenceInput source="offer_group_id" reference="offer-groups" sort={byName} filter={ACTIVE}>
      <AutocompleteInput
        optionText="name"
        filterToQuery={q}
        validate={validateGroup}
        helperText={helperText}
        {...(canCreate
          ? { onCreate, createLabel: 'resources.offers.group.create_hint', createItemLabel: 'resources.offers.group.create_item' }
          : {})}
      />
    </ReferenceInput>
  );
}
