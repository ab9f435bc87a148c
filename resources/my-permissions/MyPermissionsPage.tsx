import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading, Title, useGetIdentity, useTranslate } from 'react-admin';
import { PermissionSettings } from '../../src/permissions/PermissionSettings';

/** The signed-in user's own permissions (/my-permissions): editable only with the Manage key of their own role. */
export function MyPermissionsPage() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return <Loading />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('permissions.mine')} />
      <Typography variant="h4" component="h2">
        {translate('permissions.mine')}
      </Typography>
      <PermissionSettings userId={Number(identity.id)} />
    </Stack>
  );
}
