import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { Button, useGetIdentity, useTranslate } from 'react-admin';
import { LOCAL_KEYS } from '../../providers/uiSettings/localKeys';
import { useNotifyUnhandled } from '../ui/useNotifyUnhandled';
import { useSecurityCalls } from './useSecurityCalls';

/** The user_view_type value a view-as session sets (spec 1 §1): only this value is taken away again. */
export const VIEW_AS_FLAG = 'view-as';

/**
 * In a view-as session: says whose app this is and who is looking, keeps settings local
 * (the user_view_type flag of view-only mode) and ends the view, back to the viewer's own app.
 */
export function ViewAsBanner() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const calls = useSecurityCalls();
  const onError = useNotifyUnhandled();
  const [ending, setEnding] = useState(false);
  const viewer = (identity?.viewAsBy as { full_name: string } | null | undefined) ?? null;
  const known = identity !== undefined;

  useEffect(() => {
    if (!known) return;
    if (viewer) localStorage.setItem(LOCAL_KEYS.viewType, VIEW_AS_FLAG);
    else if (localStorage.getItem(LOCAL_KEYS.viewType) === VIEW_AS_FLAG) localStorage.removeItem(LOCAL_KEYS.viewType);
  }, [known, viewer]);

  if (!viewer) return null;
  const end = async () => {
    setEnding(true);
    try {
      const { url } = await calls.endViewAs();
      localStorage.removeItem(LOCAL_KEYS.viewType);
      window.location.assign(url);
    } catch (error) {
      setEnding(false);
      onError(error);
    }
  };
  return (
    <Alert
      severity="warning"
      icon={<VisibilityIcon />}
      sx={{ mb: 1, mt: 1, position: 'sticky', top: 8, zIndex: 2 }}
      action={<Button label="security.view_as.end" variant="contained" color="warning" disabled={ending} onClick={() => void end()} />}
    >
      {translate('security.view_as.banner', { name: identity?.fullName ?? '', viewer: viewer.full_name })}
    </Alert>
  );
}
