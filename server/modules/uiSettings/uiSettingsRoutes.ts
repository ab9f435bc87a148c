import { z } from 'zod';
import { WIDGET_SETTINGS_VERSIONS } from '../../../domain/dashboard/settings';
import { WidgetSortDirection, WidgetView } from '../../../domain/enums/dashboard';
import { dashboardSettingsErrors } from '../../../domain/dashboard/widgets';
import { ValidationError } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { ACCOUNT_ROLES } from '../../http/types';
import { parseBody } from '../../http/validate';
import { mergeUiSettings, readUiItem, readUiSettings } from './uiSettingsRepository';
import { readColorSchemes } from './personalRepository';

const MAX_KEYS = 100;
const key = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'A settings key is 1–100 letters, digits, _ . or -.');

const widgetBlock = z.object({
  version: z.union(WIDGET_SETTINGS_VERSIONS.map((v) => z.literal(v)), { message: 'version must be 1 or 2' }),
  label: z.string().max(200),
  tab: z.union([z.number().int(), z.string().max(64)]).optional(),
  type: z.enum(WidgetView.values as [string, ...string[]], { message: 'type must be table, chart or Map' }).optional(),
  performance_by: z.string().max(64).optional(),
  sort: z.string().max(64).optional(),
  sort_direction: z.enum(WidgetSortDirection.values as [string, ...string[]], { message: "sort_direction must be '-' (Top) or '' (Bottom)" }).optional(),
  in_favorite: z.boolean().optional(),
});

const dashboardSettings = z
  .object({ Visible: z.record(key, z.boolean({ message: 'Visible maps widget ids to true or false.' })).optional() })
  .catchall(widgetBlock)
  .refine((v) => Object.keys(v).length <= MAX_KEYS && Object.keys(v.Visible ?? {}).length <= MAX_KEYS, 'Too many entries.');

const dashboardBody = z.object({ dashboard_id: key, ui_settings: dashboardSettings });

/** The stored settings of every section, keyed like spec 1 §3 (`dashboard_settings[dashboard_id]`). */
async function readAll(c: Ctx) {
  const rows = await readUiSettings(c.var.deps.db, c.var.session!.user.id);
  const answer: Record<string, Record<string, unknown>> = {
    grid_settings: {},
    dashboard_settings: {},
    modal_settings: {},
    config_settings: {},
    theme_settings: {},
    tutorial_settings: {},
  };
  for (const row of rows) (answer[`${row.section}_settings`] ??= {})[row.itemId] = row.value;
  // defaults where unset (spec 1 §3); a null scheme lets the client apply white-label, then Purple Light (R499)
  answer.theme_settings = { selected_color_scheme: null, ...answer.theme_settings };
  answer.tutorial_settings = { skip_tutorial: false, ...answer.tutorial_settings };
  return ok(c, { ...answer, color_schemes: await readColorSchemes(c.var.deps.db) });
}

/** Saves a dashboard's settings: the keys sent replace those stored; an empty object changes nothing. */
async function saveDashboard(c: Ctx) {
  const body = await parseBody(c, dashboardBody);
  const errors = dashboardSettingsErrors(body.dashboard_id, body.ui_settings);
  if (errors.length) throw new ValidationError(errors);
  const userId = c.var.session!.user.id;
  const db = c.var.deps.db;
  const saved = Object.keys(body.ui_settings).length
    ? await mergeUiSettings(db, userId, 'dashboard', body.dashboard_id, body.ui_settings, c.var.deps.now())
    : await readUiItem(db, userId, 'dashboard', body.dashboard_id);
  return ok(c, { dashboard_id: body.dashboard_id, ui_settings: saved });
}

const ANY_ROLE = { kind: 'roles', roles: ACCOUNT_ROLES } as const;

export const uiSettingsEndpoints: Endpoint[] = [
  { method: 'GET', path: '/me/ui-settings', access: ANY_ROLE, summary: 'Your interface settings', handler: readAll },
  { method: 'PUT', path: '/me/ui-settings/dashboard', access: ANY_ROLE, summary: 'Save your dashboard layout', body: dashboardBody, handler: saveDashboard },
];
