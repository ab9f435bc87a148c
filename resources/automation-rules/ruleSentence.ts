import type { RaRecord } from 'react-admin';
import { AutomationAction, AutomationMetric, AutomationOp, AutomationPeriod, AutomationScope } from '../../domain/automation/rules';
import type { InterfaceLanguage } from '../../domain/languages';
import { CapMetric, CapPeriod } from '../../domain/offers/caps';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const T = 'resources.automation-rules';

/** Whose traffic the rule watches, with the names the API gave. */
function scopeText(r: RaRecord, lang: InterfaceLanguage): string {
  const offer = r.offer_name ? `${r.offer_name} (#${r.offer_id})` : '';
  const affiliate = r.affiliate_name ? `${r.affiliate_name} (#${r.affiliate_id})` : r.affiliate_id ? `#${r.affiliate_id}` : '';
  const names = [offer, affiliate].filter(Boolean).join(', ');
  return `${AutomationScope.label(r.scope, lang)}${names ? ` ${names}` : ''}`;
}

/** What the rule does, with its own fields. */
function actionText(r: RaRecord, lang: InterfaceLanguage, translate: Translate): string {
  const action = AutomationAction.label(r.action, lang);
  if (r.action === AutomationAction.PauseIntegration) return `${action} ${r.integration_name ?? `#${r.integration_id}`}`;
  if (r.action === AutomationAction.ChangeCap) {
    return `${action}: ${translate(`${T}.sentence.cap`, { period: CapPeriod.label(r.cap_period, lang), metric: CapMetric.label(r.cap_metric, lang), limit: r.cap_limit })}`;
  }
  return action;
}

/** The rule read as its sentence: "When clicks over the last 24 hours for the offer X is ≥ 100, do raise an alert." */
export function ruleSentence(r: RaRecord, lang: InterfaceLanguage, translate: Translate): string {
  return translate(`${T}.sentence.text`, {
    metric: AutomationMetric.label(r.metric, lang),
    period: AutomationPeriod.label(r.period, lang),
    scope: scopeText(r, lang),
    op: AutomationOp.label(r.op, lang),
    value: r.value,
    action: actionText(r, lang, translate),
  });
}
