import { Create, Edit, SaveButton, SimpleForm, Toolbar, useGetIdentity, type RaRecord } from 'react-admin';
import { useRole } from '../../src/ui/RoleContext';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { offerRulesTab, toCreateRuleBody, toUpdateRuleBody, validateRule, type RuleKind } from './ruleBody';
import { RuleInputs } from './RuleInputs';
import { LinkedRevenueRule } from './LinkedRevenueRule';

const toOffer = (kind: RuleKind) => (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) => (data?.offer_id ? offerRulesTab(kind, data.offer_id) : `${kind}-rules`);
const defaults = { target: 'affiliate' };

// a rule is deleted from the lists; the form only saves (react-admin's toolbar would add a delete)
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** A new payout or revenue rule; opened from an offer's rules tab, the offer is filled in. */
export function RuleCreate({ kind }: { kind: RuleKind }) {
  const onError = useNotifyUnhandled();
  const role = useRole();
  const { identity } = useGetIdentity();
  const transform = (data: Record<string, unknown>) => toCreateRuleBody(kind, data, { role: role ?? '', id: identity?.id });
  return (
    <Create resource={`${kind}-rules`} redirect={toOffer(kind)} transform={transform} mutationOptions={{ onError }}>
      <SimpleForm defaultValues={defaults} validate={validateRule(kind, 'create', role === 'manager')}>
        <RuleInputs kind={kind} mode="create" />
      </SimpleForm>
    </Create>
  );
}

/** A rule's amounts; its offer and target stay (a rule for another target is a new rule). */
export function RuleEdit({ kind }: { kind: RuleKind }) {
  const onError = useNotifyUnhandled();
  const transform = (data: Record<string, unknown>) => toUpdateRuleBody(kind, data);
  return (
    <Edit resource={`${kind}-rules`} mutationMode="pessimistic" redirect={toOffer(kind)} transform={transform} mutationOptions={{ onError }}>
      <SimpleForm validate={validateRule(kind, 'edit', false)} toolbar={<SaveOnly />}>
        <RuleInputs kind={kind} mode="edit" />
      </SimpleForm>
      {kind === 'payout' ? <LinkedRevenueRule /> : null}
    </Edit>
  );
}

export const PayoutRuleCreate = () => <RuleCreate kind="payout" />;
export const PayoutRuleEdit = () => <RuleEdit kind="payout" />;
export const RevenueRuleCreate = () => <RuleCreate kind="revenue" />;
export const RevenueRuleEdit = () => <RuleEdit kind="revenue" />;
