/** Series colours: the Purple Light primary first, then distinguishable companions. */
export const PALETTE = ['#765a8a', '#3aa06b', '#ebb921', '#c52b1a', '#577cd5', '#ff9e35', '#29af61', '#8e6fb0', '#1f8a9e', '#b05f3c'] as const;
