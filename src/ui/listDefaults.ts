/** Filter forms wait this long after the last keystroke before asking the server (spec 1 §9). */
export const FILTER_DEBOUNCE_MS = 400;

/** Rows per page of the list screens. */
export const LIST_PER_PAGE = 25;
