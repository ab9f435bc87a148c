import { text } from 'drizzle-orm/pg-core';

/**
 * The sub-id columns p1…p10 (domain/tracking/subIds.ts) of a table that keeps what a tracking link
 * carried: clicks and leads. Text, null when not given. A fresh set for every table: Drizzle binds a
 * column builder to the one table it is spread into.
 */
export const subIdColumns = () => ({
  p1: text('p1'),
  p2: text('p2'),
  p3: text('p3'),
  p4: text('p4'),
  p5: text('p5'),
  p6: text('p6'),
  p7: text('p7'),
  p8: text('p8'),
  p9: text('p9'),
  p10: text('p10'),
});
