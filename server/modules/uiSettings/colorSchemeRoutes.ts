import { z } from 'zod';
import { contrastProblems, defaultColorSchemes, mergeColorSchemes } from '../../../domain/themes';
import { COLOR_GROUPS, SCHEME_NAMES, type ColorGroup, type StoredColorScheme } from '../../../domain/themes/types';
import { Forbidden } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { ACCOUNT_ROLES } from '../../http/types';
import { parseBody, ValidationError } from '../../http/validate';
import { replaceUiItems, saveColorSchemes } from './personalRepository';

const schemeName = z.enum(SCHEME_NAMES, { message: `One of: ${SCHEME_NAMES.join(', ')}.` });
const entry = z.object({
  variable: z.string().max(64),
  value: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb.').transform((v) => v.toLowerCase()),
  // the tooltip is the shipped one; a sent tooltip is accepted and not stored
  tooltip: z.string().max(500).optional(),
});
const entries = z.array(entry).max(100);
const body = z.object({
  selected_color_scheme: schemeName.optional(),
  color_schemes: z
    .array(z.object({ name: schemeName, color_scheme: z.object({ otherColors: entries.optional(), buttonColors: entries.optional(), layoutColors: entries.optional() }) }))
    .max(SCHEME_NAMES.length)
    .optional(),
});

type Body = z.infer<typeof body>;
type Sent = NonNullable<Body['color_schemes']>[number];

/** The sent entry to blame for a pair below AA: its text colour if sent, else its background, else the scheme. */
function fieldOf(sent: Sent, index: number, ...variables: string[]): string {
  for (const variable of variables)
    for (const group of COLOR_GROUPS) {
      const j = (sent.color_scheme[group] ?? []).findIndex((e) => e.variable === variable);
      if (j >= 0) return `color_schemes.${index}.color_scheme.${group}.${j}.value`;
    }
  return `color_schemes.${index}.color_scheme`;
}

/** Only the shipped variables of each group are kept; the merged scheme must read at WCAG AA. */
function checkSchemes(sent: readonly Sent[]): StoredColorScheme[] {
  const shipped = defaultColorSchemes();
  const errors: Array<{ field: string; message: string }> = [];
  const stored = sent.map((s, i) => {
    const base = shipped.find((d) => d.name === s.name)!;
    const color_scheme: Partial<Record<ColorGroup, Array<{ variable: string; value: string }>>> = {};
    for (const group of COLOR_GROUPS) {
      const known = new Set(base.color_scheme[group].map((e) => e.variable));
      (s.color_scheme[group] ?? []).forEach((e, j) => {
        if (!known.has(e.variable)) errors.push({ field: `color_schemes.${i}.color_scheme.${group}.${j}.variable`, message: `The ${s.name} scheme has no ${group} variable ${e.variable}.` });
      });
      color_scheme[group] = (s.color_scheme[group] ?? []).filter((e) => known.has(e.variable)).map(({ variable, value }) => ({ variable, value }));
    }
    const [merged] = mergeColorSchemes([base], [{ name: s.name, color_scheme }]);
    for (const p of contrastProblems(merged!))
      errors.push({ field: fieldOf(s, i, p.text, p.background), message: `${p.text} on ${p.background} has contrast ${p.ratio}:1; at least ${p.needed}:1 is needed.` });
    return { name: s.name, color_scheme };
  });
  if (errors.length) throw new ValidationError(errors);
  return stored;
}

/**
 * PUT /me/ui-settings/color-schemes (spec 1 §7): any user saves their selected scheme; only an
 * admin may change the colours of schemes, which are workspace-wide (docs/decisions.md, themes).
 */
async function saveSchemes(c: Ctx) {
  const parsed = await parseBody(c, body);
  const session = c.var.session!;
  const edits = parsed.color_schemes ?? [];
  if (edits.length && c.var.role !== 'admin') throw new Forbidden('Only an administrator can change colour schemes.');
  const stored = checkSchemes(edits);
  const now = c.var.deps.now();
  await saveColorSchemes(c.var.deps.db, stored, session.user.id, now);
  if (parsed.selected_color_scheme)
    await replaceUiItems(c.var.deps.db, session.user.id, 'theme', [{ itemId: 'selected_color_scheme', value: parsed.selected_color_scheme }], now);
  return ok(c, { selected_color_scheme: parsed.selected_color_scheme ?? null, color_schemes: stored });
}

export const colorSchemeEndpoints: Endpoint[] = [
  { method: 'PUT', path: '/me/ui-settings/color-schemes', access: { kind: 'roles', roles: ACCOUNT_ROLES }, summary: 'Save your colour schemes', body: body, handler: saveSchemes },
];
