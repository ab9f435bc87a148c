export type ActionStyle = 'success' | 'danger' | 'warning' | 'primary' | 'secondary';

/** An action button: a string (its value and label), or a value with a style and an optional label (R530). */
export type ConfirmAction = string | { value: string; label?: string; style?: ActionStyle };

export interface ConfirmRequest {
  /** default 'Are you sure?' (R528) */
  title?: string;
  /** the body as markup from our own code (R529) */
  html?: string;
  /** the body as plain text (user data is safe here); ignored when `html` is given */
  message?: string;
  actions?: ConfirmAction[];
}

export interface NormalisedAction {
  value: string;
  label: string;
  style: ActionStyle;
}

/** A string action is its own value and label; the default style is success (R531). */
export const normaliseAction = (action: ConfirmAction): NormalisedAction =>
  typeof action === 'string'
    ? { value: action, label: action, style: 'success' }
    : { value: action.value, label: action.label ?? action.value, style: action.style ?? 'success' };
