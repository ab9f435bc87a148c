import Stack from '@mui/material/Stack';
import { useGetIdentity } from 'react-admin';
import { BusyLoading } from '../../src/ui/BusyLoading';
import { PermissionSettings } from '../../src/permissions/PermissionSettings';
import { PageHeading } from '../../src/ui/PageHeading';

/** The signed-in user's own permissions (/my-permissions): editable only with the Manage key of their own role. */
export function MyPermissionsPage() {
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return <BusyLoading />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <PageHeading title="permissions.mine" />
      <PermissionSettings userId={Number(identity.id)} />
    </Stack>
  );
}
