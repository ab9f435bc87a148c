import { z } from 'zod';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { ACCOUNT_ROLES } from '../../http/types';
import { parseBody } from '../../http/validate';
import { mergeUiSettings, readUiItem } from './uiSettingsRepository';
import { replaceUiItems } from './personalRepository';

const MAX_JSON = 20_000;
const key = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'A settings key is 1–100 letters, digits, _ . or -.');
const small = <S extends z.ZodType>(schema: S) =>
  schema.refine((v) => JSON.stringify(v).length <= MAX_JSON, `At most ${MAX_JSON} characters of settings.`);
const settingsObject = small(z.record(key, z.unknown(), { message: 'Settings must be an object.' }));
const names = z.array(z.string().max(100)).max(200);

const gridSettings = small(
  z.object({ columns: names.optional(), columnsList: names.optional(), visibleColumns: names.optional(), visibleFilters: names.optional() }).strict(),
);

// spec 1 §3 and §7 name the settings field two ways (R510, R517): both are accepted
const modalBody = z
  .object({ modal_id: key, modal_settings: settingsObject.optional(), ui_settings: settingsObject.optional() })
  .transform(({ modal_id, modal_settings, ui_settings }) => ({ modal_id, settings: modal_settings ?? ui_settings ?? {} }));
const gridBody = z
  .array(
    z
      .object({ grid_id: key, ui_settings: gridSettings.optional(), grid_settings: gridSettings.optional() })
      .transform(({ grid_id, ui_settings, grid_settings }) => ({ grid_id, ui_settings: ui_settings ?? grid_settings ?? {} })),
    { message: 'Send a list of grid_id and ui_settings.' },
  )
  .max(100, 'At most 100 grids at once.');
const configBody = z.object({ config_settings: settingsObject });
const tutorialBody = z.object({ skip_tutorial: z.boolean({ message: 'skip_tutorial must be true or false.' }) });

/** Modal settings: keys sent are merged over those stored; an empty object changes nothing (R519). */
async function saveModal(c: Ctx) {
  const body = await parseBody(c, modalBody);
  const userId = c.var.session!.user.id;
  const db = c.var.deps.db;
  const saved = Object.keys(body.settings).length
    ? await mergeUiSettings(db, userId, 'modal', body.modal_id, body.settings, c.var.deps.now())
    : await readUiItem(db, userId, 'modal', body.modal_id);
  return ok(c, { modal_id: body.modal_id, modal_settings: saved });
}

/** Config settings: each top-level key is one stored item, replaced as a whole (R518, R520). */
async function saveConfig(c: Ctx) {
  const body = await parseBody(c, configBody);
  const items = Object.entries(body.config_settings).map(([itemId, value]) => ({ itemId, value: value ?? null }));
  await replaceUiItems(c.var.deps.db, c.var.session!.user.id, 'config', items, c.var.deps.now());
  return ok(c, { config_settings: body.config_settings });
}

async function saveTutorial(c: Ctx) {
  const body = await parseBody(c, tutorialBody);
  await replaceUiItems(c.var.deps.db, c.var.session!.user.id, 'tutorial', [{ itemId: 'skip_tutorial', value: body.skip_tutorial }], c.var.deps.now());
  return ok(c, body);
}

/** A batch of grid layouts (the client's save queue sends the desktop id and its -mob copy, R511). */
async function saveGrids(c: Ctx) {
  const body = await parseBody(c, gridBody);
  const latest = new Map(body.map((g) => [g.grid_id, g.ui_settings]));
  await replaceUiItems(c.var.deps.db, c.var.session!.user.id, 'grid', [...latest].map(([itemId, value]) => ({ itemId, value })), c.var.deps.now());
  return ok(c, [...latest].map(([grid_id, ui_settings]) => ({ grid_id, ui_settings })));
}

const ANY_ROLE = { kind: 'roles', roles: ACCOUNT_ROLES } as const;

export const personalSettingsEndpoints: Endpoint[] = [
  { method: 'PUT', path: '/me/ui-settings/modal', access: ANY_ROLE, summary: 'Save a dialog’s settings', body: modalBody, handler: saveModal },
  { method: 'PUT', path: '/me/ui-settings/config', access: ANY_ROLE, summary: 'Save your interface settings', body: configBody, handler: saveConfig },
  { method: 'PUT', path: '/me/ui-settings/tutorial', access: ANY_ROLE, summary: 'Skip or restart the tutorial', body: tutorialBody, handler: saveTutorial },
  { method: 'PUT', path: '/me/ui-settings/grid', access: ANY_ROLE, summary: 'Save a grid’s columns', body: gridBody, handler: saveGrids },
];
