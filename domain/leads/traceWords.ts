import type { EnumLabel } from '../enums/define-enum';
import type { StoredTraceStep } from './trace';

export type TraceStep = StoredTraceStep;

const REASON_WORDS: Readonly<Record<string, EnumLabel>> = {
  country: { en: 'does not take this country', ru: 'не принимает эту страну' },
  language: { en: 'does not take this language', ru: 'не принимает этот язык' },
  hours: { en: 'outside its working hours', ru: 'вне рабочих часов' },
  capacity: { en: 'today’s capacity for the country is used up', ru: 'капасити страны на сегодня исчерпано' },
  paused: { en: 'paused', ru: 'на паузе' },
  accepted: { en: 'accepted the lead', ru: 'принял лид' },
  refused: { en: 'refused the lead', ru: 'отклонил лид' },
  http_error: { en: 'answered with an error', ru: 'ответил ошибкой' },
  not_json: { en: 'answered something unreadable', ru: 'прислал нечитаемый ответ' },
  timeout: { en: 'did not answer in time', ru: 'не ответил вовремя' },
  unreachable: { en: 'could not be reached', ru: 'недоступен' },
  address_refused: { en: 'has an address the server may not call', ru: 'имеет адрес, на который сервер не звонит' },
};

const FALLBACK: EnumLabel = { en: 'was not used', ru: 'не использован' };
const BROKER: EnumLabel = { en: 'Broker', ru: 'Брокер' };

/**
 * A trace step in plain words. Staff read the integration's name and the detail (the broker's own
 * words, the hours); an affiliate reads "Broker 2" and the reason only: which desks a network
 * works with is the network's business (docs/decisions/leads.md).
 */
export function traceLine(step: TraceStep, language: keyof EnumLabel, audience: { staff: boolean; position: number }): string {
  const who = audience.staff ? step.name : `${BROKER[language]} ${audience.position}`;
  // a refusal is a refusal however it came (a 4xx or a 2xx saying no); a failure says how it failed
  const why = ((step.verdict === 'refused' ? REASON_WORDS.refused : REASON_WORDS[step.reason]) ?? REASON_WORDS[step.verdict] ?? FALLBACK)[language];
  const detail = audience.staff && step.detail ? ` (${step.detail})` : '';
  return `${who}: ${why}${detail}`;
}

/** The trace in plain words, one line a step, integrations numbered in the order they were considered. */
export function traceLines(steps: readonly TraceStep[], language: keyof EnumLabel, staff: boolean): string[] {
  const positions = new Map<number, number>();
  for (const s of steps) if (!positions.has(s.integration_id)) positions.set(s.integration_id, positions.size + 1);
  return steps.map((s) => traceLine(s, language, { staff, position: positions.get(s.integration_id)! }));
}

/** Why a lead found no broker, in one sentence for the affiliate's answer. */
export function noBrokerReason(steps: readonly TraceStep[], language: keyof EnumLabel): string {
  const head = language === 'ru' ? 'Ни один брокер не принял лид' : 'No broker took the lead';
  if (steps.length === 0) return language === 'ru' ? `${head}: в потоке нет подходящих интеграций.` : `${head}: the flow has no integration for it.`;
  return `${head}: ${traceLines(steps, language, false).join('; ')}.`;
}
