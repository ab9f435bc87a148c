/** Filter forms wait this long after the last keystroke before asking the server (spec 1 §9). */
export const FILTER_DEBOUNCE_MS = 400;
