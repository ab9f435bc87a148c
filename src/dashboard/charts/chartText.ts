/**
 * The scheme variable chart axis ticks are written in: the secondary text colour, which every
 * shipped scheme keeps at 4.5:1 on the content background (src/themes/chartTickContrast.test.ts).
 * recharts' own grey (#666) is not tied to the scheme and falls short on dark ones.
 */
export const TICK_TEXT_VARIABLE = 'secondary-text-color';

/** Styles for a box around a chart: its axis ticks take the readable text colour. */
export const chartTextSx = {
  '& .recharts-cartesian-axis-tick-value, & .recharts-cartesian-axis-tick text': { fill: `var(--${TICK_TEXT_VARIABLE})` },
} as const;
