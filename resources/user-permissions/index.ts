import { userPermissionsAccess } from '../../domain/permissions/resources';
import { defineResource } from '../../providers/resourceManifest';

/** A user's permission screen, a custom route (/users/:id/permissions) with no `<Resource>`. */
export default defineResource({
  name: 'user-permissions',
  access: userPermissionsAccess,
});
