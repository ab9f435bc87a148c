// resources['automation-rules'].*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('automation-rules', {
  fields: {
    id: 'ID',
    name: 'Name',
    rule: 'Rule',
    status: 'Status',
    metric: 'Metric',
    period: 'Period',
    scope: 'Scope',
    offer_id: 'Offer',
    affiliate_id: 'Affiliate',
    op: 'Comparison',
    value: 'Value',
    action: 'Action',
    integration_id: 'Broker integration',
    cap_period: 'Cap period',
    cap_metric: 'Cap counts',
    cap_limit: 'Cap limit',
    last_run_at: 'Last run',
  },
  sentence: {
    when: 'When',
    over: 'over',
    for: 'for',
    is: 'is',
    do: 'do',
    text: 'When %{metric} over %{period} for %{scope} is %{op} %{value}, %{action}.',
    cap: '%{period}, %{metric}, limit %{limit}',
  },
  status: { active: 'Active', paused: 'Paused' },
  helper: { value: 'Whole number: percents for CR and Risky share, cents for EPC.' },
  never: 'Not yet',
  delete: { title: 'Delete rule %{recordRepresentation}?', content: 'The rule and its run log are deleted. What it already changed stays.' },
  dry_run: {
    title: 'Dry run',
    explain: 'What the rule would do in this hour, on the figures of its period; nothing is changed.',
    button: 'Dry run',
    nothing: 'Nothing to measure in this period.',
  },
  results: { subject: 'Whose figures', value: 'Value', would: 'Would do', nothing: 'Nothing', no_value: 'no clicks' },
  runs: {
    title: 'Runs',
    none: 'The rule has not run yet: active rules run once an hour.',
    ran_at: 'Ran at',
    matched: 'Matched',
    changed: 'Changed',
    what: 'What it did',
  },
  outcome: { paused: 'paused', cap_set: 'cap set', alert_raised: 'alert raised', unchanged: 'already so', none: '—' },
});

export const automationRuleMessages = { en };
