import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '../languages';

export type EnumStyle = 'success' | 'warning' | 'danger' | 'info';
export type EnumValue = string | number;

export interface EnumLabel {
  readonly en: string;
  readonly ru: string;
}

export interface EnumItem<V extends EnumValue = EnumValue> {
  readonly value: V;
  /** PascalCase, so a constant can never shadow one of the camelCase methods below. */
  readonly key: Capitalize<string>;
  readonly label: EnumLabel;
  readonly style?: EnumStyle;
}

export interface SelectOption<V extends EnumValue = EnumValue> {
  readonly id: V;
  readonly name: string;
}

export interface EnumOptions {
  /** Style for values outside the list (the spec's "anything else warning"). */
  readonly fallbackStyle?: EnumStyle;
}

type ItemsOf = readonly EnumItem[];
type ValueIn<T extends ItemsOf> = T[number]['value'];

type Constants<T extends ItemsOf> = { readonly [I in T[number] as I['key']]: I['value'] };

export interface EnumApi<T extends ItemsOf> {
  readonly items: T;
  readonly values: readonly ValueIn<T>[];
  /** Strict: a numeric enum does not accept '1'. */
  is(value: unknown): value is ValueIn<T>;
  byValue(value: unknown): T[number] | undefined;
  /** Unknown values show as themselves so bad data stays visible instead of blank. */
  label(value: unknown, lang?: InterfaceLanguage): string;
  style(value: unknown): EnumStyle | undefined;
  options(lang?: InterfaceLanguage): SelectOption<ValueIn<T>>[];
}

export type Enum<T extends ItemsOf> = EnumApi<T> & Constants<T>;

/** The value union of an enum: `type UserType = EnumValueOf<typeof UserType>`. */
export type EnumValueOf<E extends { readonly values: readonly EnumValue[] }> = E['values'][number];

// pure for bundlers: an enum no code reads is left out of the page
/* @__NO_SIDE_EFFECTS__ */
export function defineEnum<const T extends ItemsOf>(items: T, opts: EnumOptions = {}): Enum<T> {
  const byValue = new Map<unknown, T[number]>();
  const constants: Record<string, EnumValue> = {};
  for (const item of items) {
    if (byValue.has(item.value) || Object.hasOwn(constants, item.key)) {
      throw new Error(`defineEnum: duplicate value or key ${String(item.value)} / ${item.key}`);
    }
    byValue.set(item.value, item);
    constants[item.key] = item.value;
  }
  const api: EnumApi<T> = {
    items: Object.freeze(items),
    values: Object.freeze(items.map((i) => i.value)),
    is: (value): value is ValueIn<T> => byValue.has(value),
    byValue: (value) => byValue.get(value),
    label: (value, lang = DEFAULT_LANGUAGE) => byValue.get(value)?.label[lang] ?? String(value ?? ''),
    style: (value) => byValue.get(value)?.style ?? opts.fallbackStyle,
    options: (lang = DEFAULT_LANGUAGE) => items.map((i) => ({ id: i.value, name: i.label[lang] })),
  };
  return Object.freeze({ ...constants, ...api }) as Enum<T>;
}
