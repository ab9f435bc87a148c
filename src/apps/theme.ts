import type { RaThemeOptions } from 'react-admin';
import { defaultColorSchemes, resolveColorScheme } from '../../domain/themes';
import { themeOptionsOf } from '../themes/muiTheme';

/**
 * The MUI theme of the standard default scheme (Purple Light). The role apps build theirs from
 * the active scheme instead (src/themes/UiSettingsProvider); this is for screens outside them.
 */
export const defaultAppTheme = (): RaThemeOptions => themeOptionsOf(resolveColorScheme(defaultColorSchemes(), {}));
