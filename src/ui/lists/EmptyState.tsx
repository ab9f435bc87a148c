import InboxIcon from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { CreateButton, useCreatePath, useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';

export interface EmptyStateProps {
  /** a message key; default react-admin's "No %{name} yet." */
  message?: string;
  /**
   * Where a new record of this list is made when its resource has no Create of its own: that
   * resource's create page, its form filled with `record` (react-admin's `?source=`). The button
   * shows only to a role that may create there (react-admin's CreateButton asks canAccess).
   */
  create?: { resource: string; record?: Record<string, unknown> };
  /** the list's own icon (default react-admin's inbox) */
  icon?: ReactNode;
  /** a message key: what the list will hold and how it fills, under the message, in full contrast */
  explain?: string;
  /** what to do instead of Create (a link to where the list's records come from) */
  action?: ReactNode;
}

/** A list's empty state as react-admin draws it (icon, message, invitation and Create), with its own message or Create target. */
export function EmptyState({ message, create, icon, explain, action }: EmptyStateProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const getResourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
  const name = resource ? getResourceLabel(resource, 0) : '';
  const text = message ? translate(message) : translate('ra.page.empty', { name });
  const to = create ? { pathname: createPath({ resource: create.resource, type: 'create' }), search: create.record ? `?source=${encodeURIComponent(JSON.stringify(create.record))}` : '' } : undefined;
  return (
    <Box sx={{ textAlign: 'center', mt: 4, mx: 2 }}>
      <Box sx={{ opacity: 0.7, '& > svg': { width: '6em', height: '6em' } }}>{icon ?? <InboxIcon />}</Box>
      <Typography variant="h4" component="p" sx={{ mb: 2, opacity: 0.7, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {text}
      </Typography>
      {explain ? (
        <Typography variant="body1" sx={{ maxWidth: 640, mx: 'auto' }}>
          {translate(explain)}
        </Typography>
      ) : null}
      {create && to && !explain ? (
        <Typography variant="body1" sx={{ opacity: 0.7 }}>
          {translate('ra.page.invite')}
        </Typography>
      ) : null}
      {create && to ? (
        <Box sx={{ mt: 2 }}>
          <CreateButton resource={create.resource} to={to} variant="contained" />
        </Box>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
