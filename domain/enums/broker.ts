import { defineEnum, type EnumValueOf } from './define-enum';

/** A broker integration's state: only an active one receives leads; a paused one keeps its settings. */
export const IntegrationStatus = defineEnum([
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активна' }, style: 'success' },
  { value: 0, key: 'Paused', label: { en: 'Paused', ru: 'На паузе' }, style: 'warning' },
]);
export type IntegrationStatus = EnumValueOf<typeof IntegrationStatus>;

/** How a lead is sent: our HTTP template (any broker API) or a known platform's own API. */
export const IntegrationKind = defineEnum([
  { value: 'http', key: 'Http', label: { en: 'HTTP template', ru: 'HTTP-шаблон' } },
  { value: 'leverate', key: 'Leverate', label: { en: 'Leverate', ru: 'Leverate' } },
]);
export type IntegrationKind = EnumValueOf<typeof IntegrationKind>;

/** The methods a broker's lead endpoint is called with. */
export const IntegrationMethod = defineEnum([
  { value: 'POST', key: 'Post', label: { en: 'POST', ru: 'POST' } },
  { value: 'PUT', key: 'Put', label: { en: 'PUT', ru: 'PUT' } },
  { value: 'GET', key: 'Get', label: { en: 'GET', ru: 'GET' } },
]);
export type IntegrationMethod = EnumValueOf<typeof IntegrationMethod>;
