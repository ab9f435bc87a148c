type Tree = { readonly [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Two message catalogues as one: nested groups are merged key by key, `b` wins on a clash. */
export function mergeCatalogues<A extends Tree, B extends Tree>(a: A, b: B): A & B {
  const merged: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = merged[key];
    merged[key] = isTree(mine) && isTree(value) ? mergeCatalogues(mine, value) : value;
  }
  return merged as A & B;
}
