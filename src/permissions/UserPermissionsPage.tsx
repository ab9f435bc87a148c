import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Title, useCanAccess, useCreatePath, useRequireAccess, useTranslate } from 'react-admin';
import { BusyLoading } from '../ui/BusyLoading';
import { PermissionSettings } from './PermissionSettings';
import { usePermissionCalls } from './usePermissionCalls';
import { permissionQueryKey } from './usePermissionSettings';

/** Path of a user's permission screen inside the role app (docs/decisions.md, permissions). */
export const userPermissionsPath = (id: number | string) => `/users/${encodeURIComponent(String(id))}/permissions`;

/** /users/:id/permissions: someone's permissions, for admins and managers with UI_PermissionSettings_View. */
export function UserPermissionsPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const userId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : 0;
  const { isPending } = useRequireAccess({ resource: 'user-permissions', action: 'show' });
  // the same query as useRequireAccess's, which redirects but does not say the answer
  const { canAccess } = useCanAccess({ resource: 'user-permissions', action: 'show' });
  const { canAccess: canList } = useCanAccess({ resource: 'permission-users', action: 'list' });
  const calls = usePermissionCalls();
  const listPath = useCreatePath()({ resource: 'permission-users', type: 'list' });
  // the heading's name; the block itself reads the same answer from the cache
  const { data: target } = useQuery({
    queryKey: [...permissionQueryKey(userId), 'active'],
    queryFn: () => calls.getPermissionSet(userId),
    enabled: canAccess === true && userId > 0,
    retry: false,
  });

  if (isPending || !canAccess) return <BusyLoading />;
  const heading = target ? translate('permissions.of_user', { name: target.full_name || target.email }) : translate('permissions.title');
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={heading} />
      {canList && (
        <Button component={Link} to={listPath} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
          {translate('permissions.back')}
        </Button>
      )}
      <Typography variant="h4" component="h2">
        {heading}
      </Typography>
      <PermissionSettings key={userId} userId={userId} />
    </Stack>
  );
}
