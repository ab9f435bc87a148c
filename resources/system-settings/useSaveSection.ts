import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { SettingsSection, SystemSettings } from '../../domain/settings/systemSettings';
import { isHttpError } from '../../providers/http/HttpError';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { usePermissionCalls } from '../../src/permissions/usePermissionCalls';

export const SYSTEM_SETTINGS_QUERY = ['system-settings'] as const;

/**
 * A react-admin Form onSubmit that saves one settings section: 422 field messages go back to the
 * form; after a save the menus and permission screens are asked again (features may have changed).
 */
export function useSaveSection<S extends SettingsSection>(section: S) {
  const calls = usePermissionCalls();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const onError = useNotifyUnhandled();
  return useCallback(
    async (values: Partial<SystemSettings[S]>): Promise<Record<string, string> | undefined> => {
      try {
        await calls.updateSettingsSection(section, values);
      } catch (error) {
        const errors = isHttpError(error) ? (error.body as { errors?: Record<string, string> } | null)?.errors : undefined;
        if (errors && Object.keys(errors).length) return errors;
        onError(error);
        return undefined;
      }
      notify('system_settings.saved', { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SYSTEM_SETTINGS_QUERY }),
        queryClient.invalidateQueries({ queryKey: ['auth'] }),
        queryClient.invalidateQueries({ queryKey: ['permission-settings'] }),
      ]);
      return undefined;
    },
    [calls, section, queryClient, notify, onError],
  );
}
