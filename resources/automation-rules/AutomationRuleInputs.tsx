import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AutocompleteInput, FormDataConsumer, NumberInput, ReferenceInput, SelectInput, TextInput, maxValue, minValue, required, useTranslate } from 'react-admin';
import { AutomationAction, AutomationMetric, AutomationOp, AutomationPeriod, AutomationScope, SCOPES_FOR_PAUSE_AFFILIATE, SCOPES_WITH_AFFILIATE, SCOPES_WITH_OFFER } from '../../domain/automation/rules';
import { CapMetric, CapPeriod } from '../../domain/offers/caps';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.automation-rules';
const q = (text: string) => ({ q: text });

/** A word of the sentence between two inputs. */
function Word({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" sx={{ pt: 2, fontWeight: 500 }}>
      {children}
    </Typography>
  );
}

function Line({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 1.5, width: '100%' }}>{children}</Box>;
}

/** The rule's form, laid out as its sentence: when METRIC over PERIOD for SCOPE is OP VALUE, do ACTION. */
export function AutomationRuleInputs() {
  const translate = useTranslate();
  const lang = useLanguage();
  const word = (key: string) => translate(`${T}.sentence.${key}`);
  return (
    <>
      <TextInput source="name" validate={required()} sx={{ minWidth: 320 }} />
      <SelectInput source="status" choices={[{ id: 1, name: `${T}.status.active` }, { id: 0, name: `${T}.status.paused` }]} validate={required()} />
      <Line>
        <Word>{word('when')}</Word>
        <SelectInput source="metric" choices={AutomationMetric.options(lang)} translateChoice={false} validate={required()} />
        <Word>{word('over')}</Word>
        <SelectInput source="period" choices={AutomationPeriod.options(lang)} translateChoice={false} validate={required()} />
        <Word>{word('for')}</Word>
        <SelectInput source="scope" choices={AutomationScope.options(lang)} translateChoice={false} validate={required()} />
        <FormDataConsumer>
          {({ formData }) => (
            <>
              {SCOPES_WITH_OFFER.includes(formData.scope) ? (
                <ReferenceInput source="offer_id" reference="offers">
                  <AutocompleteInput optionText="name" filterToQuery={q} validate={required()} sx={{ minWidth: 240 }} />
                </ReferenceInput>
              ) : null}
              {SCOPES_WITH_AFFILIATE.includes(formData.scope) ? (
                <ReferenceInput source="affiliate_id" reference="user-operations/affiliates" sort={{ field: 'email', order: 'ASC' }}>
                  <AutocompleteInput optionText="email" filterToQuery={q} validate={required()} sx={{ minWidth: 240 }} />
                </ReferenceInput>
              ) : null}
            </>
          )}
        </FormDataConsumer>
      </Line>
      <Line>
        <Word>{word('is')}</Word>
        <SelectInput source="op" choices={AutomationOp.options(lang)} translateChoice={false} validate={required()} sx={{ minWidth: 90 }} />
        <NumberInput source="value" min={0} step={1} validate={[required(), minValue(0), maxValue(1_000_000_000)]} helperText={`${T}.helper.value`} />
        <Word>{word('do')}</Word>
        <FormDataConsumer>
          {({ formData }) => (
            <SelectInput
              source="action"
              choices={AutomationAction.options(lang).map((o) => ({ ...o, disabled: o.id === 'pause_affiliate' && !SCOPES_FOR_PAUSE_AFFILIATE.includes(formData.scope) }))}
              translateChoice={false}
              validate={required()}
            />
          )}
        </FormDataConsumer>
        <FormDataConsumer>
          {({ formData }) =>
            formData.action === AutomationAction.PauseIntegration ? (
              <ReferenceInput source="integration_id" reference="broker-integrations">
                <AutocompleteInput optionText="name" filterToQuery={q} validate={required()} sx={{ minWidth: 240 }} />
              </ReferenceInput>
            ) : formData.action === AutomationAction.ChangeCap ? (
              <>
                <SelectInput source="cap_period" choices={CapPeriod.options(lang)} translateChoice={false} validate={required()} />
                <SelectInput source="cap_metric" choices={CapMetric.options(lang)} translateChoice={false} validate={required()} />
                <NumberInput source="cap_limit" min={1} step={1} validate={[required(), minValue(1)]} />
              </>
            ) : null
          }
        </FormDataConsumer>
      </Line>
    </>
  );
}

/** The form's values as the API's body: fields the scope or action does not use go as null. */
export function toRuleBody(values: Record<string, unknown>) {
  const scope = values.scope as AutomationScope;
  const action = values.action as AutomationAction;
  const orNull = (v: unknown) => (v === undefined || v === '' ? null : v);
  return {
    name: values.name,
    status: values.status,
    metric: values.metric,
    period: values.period,
    scope,
    offer_id: SCOPES_WITH_OFFER.includes(scope) ? orNull(values.offer_id) : null,
    affiliate_id: SCOPES_WITH_AFFILIATE.includes(scope) ? orNull(values.affiliate_id) : null,
    op: values.op,
    value: values.value,
    action,
    integration_id: action === AutomationAction.PauseIntegration ? orNull(values.integration_id) : null,
    cap_period: action === AutomationAction.ChangeCap ? orNull(values.cap_period) : null,
    cap_metric: action === AutomationAction.ChangeCap ? orNull(values.cap_metric) : null,
    cap_limit: action === AutomationAction.ChangeCap ? orNull(values.cap_limit) : null,
  };
}

export const NEW_RULE = { status: 1, metric: 'risky_share', period: '24h', scope: 'each_affiliate', op: '>=', value: 50, action: 'raise_alert' };
