/** Toast types of spec 1 §8 (R75). */
export const TOAST_KINDS = ['info', 'error', 'warning', 'success', 'accent', 'remove'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

export const DEFAULT_TOAST_MS = 5000;
export const LONG_TOAST_MS = 300_000;

/**
 * How long a toast stays (spec 1 §9, R77–R83): 5000 ms by default (warning, success); info and
 * error 300 000 ms; the remove confirmation 300 000 ms; accent its configured time, at most 300 000 ms.
 * Every toast pauses while hovered and restarts on leave (MUI Snackbar).
 */
export function toastDuration(kind: ToastKind, configured?: number): number {
  switch (kind) {
    case 'info':
    case 'error':
    case 'remove':
      return LONG_TOAST_MS;
    case 'accent':
      return Math.min(configured ?? DEFAULT_TOAST_MS, LONG_TOAST_MS);
    default:
      return DEFAULT_TOAST_MS;
  }
}

/** react-admin's notification type for each kind: accent shows as info, remove as warning. */
export const raTypeOf = (kind: ToastKind): 'info' | 'error' | 'warning' | 'success' =>
  kind === 'accent' ? 'info' : kind === 'remove' ? 'warning' : kind;

export const isToastKind = (value: unknown): value is ToastKind => typeof value === 'string' && (TOAST_KINDS as readonly string[]).includes(value);
