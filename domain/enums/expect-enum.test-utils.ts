import { expect } from 'vitest';
import type { EnumStyle, EnumValue } from './define-enum';

/** [constant name, value, style] as the spec gives them; a missing style means none. */
export type EnumRow = readonly [key: string, value: EnumValue, style?: EnumStyle];

interface CheckedEnum {
  readonly items: readonly { key: string; value: EnumValue }[];
  style(value: unknown): EnumStyle | undefined;
}

/** The enum holds exactly these rows, in this order, with these constants and styles. */
export function expectEnum(e: CheckedEnum, rows: readonly EnumRow[]): void {
  expect(e.items.map((i) => [i.key, i.value])).toEqual(rows.map(([k, v]) => [k, v]));
  const constants = e as unknown as Record<string, unknown>;
  for (const [key, value, style] of rows) {
    expect(constants[key], key).toBe(value);
    expect(e.style(value), `style of ${key}`).toBe(style);
  }
}
